import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob } from '@/shared/answers/jobs';
import { jobDayGraceHours } from '@/shared/schemas/job';
import { addDays, zonedInstant } from '@/shared/slots';
import type { DatabaseHandle } from '../db/client';
import { jobTimeEntries } from '../db/schema';
import { jsonRequest, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, signedInPainter, useJobTestApp } from '../test/jobs';
import { shopDay, testTimeZone } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person, robin: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat, robin } = world));

const hourMs = 60 * 60_000;
/** An instant `hours` from the start of the shop's `day`. */
const onDay = (day: string, hours: number) =>
  new Date(zonedInstant(day, 0, testTimeZone) + hours * hourMs).toISOString();

describe('a painter’s steps belong to the job’s days', () => {
  it('refuses (422) an entry or a tap 10 days before the job, and takes them on its days, give or take the grace', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    const early = await calls.time(pat.auth, job._id, { start: onDay(shopDay(-10), 8), end: onDay(shopDay(-10), 9) });
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({ issues: [{ path: 'start' }] });
    expect(early.body.error!.message).toContain('not on a day of this job');
    expect((await calls.onMyWay(pat.auth, job._id, { at: onDay(shopDay(-10), 8) })).status).toBe(422);
    // The evening before, within the grace: an early start, a phone's clock hours off.
    const evening = onDay(shopDay(0), -(jobDayGraceHours - 1));
    const eveningEnd = onDay(shopDay(0), -(jobDayGraceHours - 2));
    expect((await calls.time(pat.auth, job._id, { start: evening, end: eveningEnd })).status).toBe(201);
    // An hour ago, for a few minutes: on the job's first day, or within its grace, whatever the hour of the test.
    const since = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    expect((await calls.time(pat.auth, job._id, { start: since(60), end: since(55) })).status).toBe(201);
    expect(await database.db.select().from(jobTimeEntries).where(eq(jobTimeEntries.jobId, job._id))).toHaveLength(2);
  });

  it('refuses (422, never 500) a time a Date cannot read, however ISO 8601 it looks', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    for (const start of ['2026-03-09T10:00:00+01', '2026-03-09T10:00:00 +0100'])
      expect((await calls.time(pat.auth, job._id, { start })).status, start).toBe(422);
    expect((await calls.onMyWay(pat.auth, job._id, { at: '2026-03-09T10:00:00+01' })).status).toBe(422);
  });

  it('refuses the sign-off before the job’s first day (409)', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    const later = [addDays(shopDay(0), 5)];
    expect((await calls.move(admin.auth, job._id, { days: later, painterIds: [pat.user.id] })).status).toBe(200);
    const refused = await calls.complete(pat.auth, job._id);
    expect(refused.status).toBe(409);
    expect(refused.body.error!.message).toContain('begins on');
  });
});

describe('a painter the shop takes off while clocked in', () => {
  it('off the job: the open entry is closed at the removal, and what the phone sends after is refused with why', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat, robin] });
    const start = new Date(Date.now() - hourMs).toISOString();
    expect((await calls.time(robin.auth, job._id, { start })).status).toBe(201);
    const moved = await calls.move(admin.auth, job._id, { days: job.days, painterIds: [pat.user.id] });
    expect(moved.status).toBe(200);
    const [closed] = await database.db.select().from(jobTimeEntries).where(eq(jobTimeEntries.painterId, robin.user.id));
    expect(closed!.end!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(closed!.note).toContain('taken off this job');
    // Queued on the phone before it heard: the clock-out, a note.
    const clockOut = await calls.time(robin.auth, job._id, { start, end: new Date().toISOString() });
    expect(clockOut.status).toBe(403);
    expect(clockOut.body.error!.message).toContain('no longer on this job');
    expect((await calls.note(robin.auth, job._id, 'Left the ladder in the hall')).status).toBe(403);
  });

  it('out of the painter role: the open entry (on a job completed since) is closed at that moment', async () => {
    const robin = await signedInPainter(database);
    const job = await scheduledJob(app, database, { admin, customer, painters: [robin] });
    expect((await calls.time(robin.auth, job._id, { start: new Date(Date.now() - hourMs).toISOString() })).status).toBe(
      201,
    );
    expect((await calls.complete(robin.auth, job._id)).status).toBe(200);
    expect(((await calls.read(admin.auth, job._id)).body as AdminJob).status).not.toBe('in_progress');
    const response = await app.request(
      `/api/user/${robin.user.email}`,
      jsonRequest('PUT', { role: 'customer' }, admin.auth),
    );
    expect(response.status).toBe(200);
    const [closed] = await database.db.select().from(jobTimeEntries).where(eq(jobTimeEntries.painterId, robin.user.id));
    expect(closed!.end).not.toBeNull();
    expect(closed!.note).toContain('stopped being a painter');
    const late = await calls.time(robin.auth, job._id, { start: new Date().toISOString() });
    expect(late.status).toBe(403);
  });
});
