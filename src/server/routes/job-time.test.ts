import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob, PainterJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { jobDays, jobs, jobTimeEntries } from '../db/schema';
import type { TestApp } from '../test/app';
import { type JobCalls, jobCalls, minutesFromNow, type Person, scheduledJob, signedInPainter } from '../test/jobs';
import { shopDay } from '../test/quotes';
import { useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, calls: JobCalls, admin: Person, customer: Person;
useTestAppWithPeople((opened) => {
  ({ database, app, admin, customer } = opened);
  calls = jobCalls(app);
});

/** A painter of their own (entries never overlap per painter) on a job made `hoursAgo`. */
/** A job of a new painter's, on its two days ahead and the two days before: what a painter logs late fits on it. */
async function crewedJob() {
  const painter = await signedInPainter(database);
  const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
  await database.db.insert(jobDays).values([shopDay(-2), shopDay(-1)].map((day) => ({ jobId: job._id, day })));
  return { painter, job };
}

const entriesOf = (jobId: string) => database.db.select().from(jobTimeEntries).where(eq(jobTimeEntries.jobId, jobId));

describe('POST /api/jobs/:id/time', () => {
  it('clocks in (an open entry, the job in progress) and clocks out by the same start (closed, 200)', async () => {
    const { painter, job } = await crewedJob();
    const start = minutesFromNow(-240);
    const clockIn = await calls.time(painter.auth, job._id, { start });
    expect(clockIn.status).toBe(201);
    expect(clockIn.body).toMatchObject({ start, end: null, minutes: null, painterId: painter.user.id });
    expect((await calls.read(painter.auth, job._id)).body).toMatchObject({ status: 'in_progress' });

    const end = minutesFromNow(-10);
    const clockOut = await calls.time(painter.auth, job._id, { start, end });
    expect(clockOut.status).toBe(200);
    expect(clockOut.body).toMatchObject({ _id: clockIn.body._id, end, minutes: 230 });
    expect(await entriesOf(job._id)).toHaveLength(1);
  });

  it('answers the same entry sent again without a key as it is, storing nothing new', async () => {
    const { painter, job } = await crewedJob();
    const entry = { start: minutesFromNow(-120), end: minutesFromNow(-60) };
    const first = await calls.time(painter.auth, job._id, entry, {});
    const again = await calls.time(painter.auth, job._id, entry, {});
    const clockInLate = await calls.time(painter.auth, job._id, { start: entry.start }, {});
    expect([first.status, again.status, clockInLate.status]).toEqual([201, 200, 200]);
    expect(again.body._id).toBe(first.body._id);
    expect(await entriesOf(job._id)).toHaveLength(1);
  });

  it('answers a replay under the same key as the first time, even once the entry was closed since', async () => {
    const { painter, job } = await crewedJob();
    const start = minutesFromNow(-30);
    const headers = calls.key();
    const first = await calls.time(painter.auth, job._id, { start }, headers);
    await calls.time(painter.auth, job._id, { start, end: minutesFromNow(-1) });
    const replay = await calls.time(painter.auth, job._id, { start }, headers);
    expect(replay).toEqual(first);
  });

  it("refuses times ahead of the shop's clock beyond 5 minutes, and an end not after its start (422)", async () => {
    const { painter, job } = await crewedJob();
    const ahead = await calls.time(painter.auth, job._id, { start: minutesFromNow(10) });
    expect(ahead.status).toBe(422);
    expect(ahead.body.error!.issues).toEqual([expect.objectContaining({ path: 'start' })]);
    expect((await calls.time(painter.auth, job._id, { start: minutesFromNow(3) })).status).toBe(201);
    const { painter: other, job: otherJob } = await crewedJob();
    const endAhead = await calls.time(other.auth, otherJob._id, {
      start: minutesFromNow(-60),
      end: minutesFromNow(30),
    });
    expect(endAhead.status).toBe(422);
    const backwards = await calls.time(other.auth, otherJob._id, {
      start: minutesFromNow(-60),
      end: minutesFromNow(-90),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.error!.issues).toEqual([expect.objectContaining({ path: 'end' })]);
    expect(await entriesOf(otherJob._id)).toEqual([]);
  });

  it("never lets one painter's entries overlap, on any job (409), nor two clock-ins at once", async () => {
    const { painter, job } = await crewedJob();
    const second = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await database.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(jobs.id, second._id));
    const morning = { start: minutesFromNow(-300), end: minutesFromNow(-200) };
    expect((await calls.time(painter.auth, job._id, morning)).status).toBe(201);
    const overlapping = await calls.time(painter.auth, second._id, {
      start: minutesFromNow(-250),
      end: minutesFromNow(-150),
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error).toMatchObject({ code: 'overlap' });
    // Back to back is no overlap.
    expect((await calls.time(painter.auth, second._id, { start: morning.end, end: minutesFromNow(-100) })).status).toBe(
      201,
    );

    const both = await Promise.all([
      calls.time(painter.auth, job._id, { start: minutesFromNow(-50) }),
      calls.time(painter.auth, second._id, { start: minutesFromNow(-40) }),
    ]);
    expect(both.map(({ status }) => status).sort()).toEqual([201, 409]);
    const stillIn = await calls.time(painter.auth, second._id, { start: minutesFromNow(-20), end: minutesFromNow(-5) });
    expect(stillIn.status).toBe(409);
    expect(stillIn.body.error!.message).toContain('still clocked in');
  });

  it('closes a forgotten clock-out later with the real end and a note; over 12 hours needs a note, 24 at most', async () => {
    const { painter, job } = await crewedJob();
    const start = minutesFromNow(-26 * 60);
    await calls.time(painter.auth, job._id, { start });
    const tooLong = await calls.time(painter.auth, job._id, { start, end: minutesFromNow(-60) });
    expect(tooLong.status).toBe(422);
    const unexplained = await calls.time(painter.auth, job._id, { start, end: minutesFromNow(-26 * 60 + 13 * 60) });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.error!.issues).toEqual([expect.objectContaining({ path: 'note' })]);
    const closed = await calls.time(painter.auth, job._id, {
      start,
      end: minutesFromNow(-26 * 60 + 9 * 60),
      note: 'Forgot to clock out; left at five.',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ minutes: 540, note: 'Forgot to clock out; left at five.' });
    const job2 = (await calls.read(painter.auth, job._id)).body as PainterJob;
    expect(job2.timeEntries).toEqual([expect.objectContaining({ minutes: 540 })]);
    // Closed: the same start with another end is no second close.
    expect((await calls.time(painter.auth, job._id, { start, end: minutesFromNow(-26 * 60 + 8 * 60) })).status).toBe(
      409,
    );
  });

  it('takes time that began before the sign-off after it (the outbox may send it late), but none after (409)', async () => {
    const { painter, job } = await crewedJob();
    const start = minutesFromNow(-60);
    await calls.time(painter.auth, job._id, { start });
    expect((await calls.complete(painter.auth, job._id)).status).toBe(200);
    expect((await calls.time(painter.auth, job._id, { start, end: minutesFromNow(0) })).status).toBe(200);
    expect((await calls.time(painter.auth, job._id, { start: minutesFromNow(1) })).status).toBe(409);
    const admins = (await calls.read(admin.auth, job._id)).body as AdminJob;
    expect(admins.timeEntries).toEqual([expect.objectContaining({ painterId: painter.user.id, minutes: 60 })]);
  });
});
