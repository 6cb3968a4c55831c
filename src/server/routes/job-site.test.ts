import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob, CustomerJob, JobNote, PainterJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { jobDepartures, jobNotes, jobs, quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import {
  type JobCalls,
  jobEmails,
  minutesFromNow,
  type Person,
  scheduledJob,
  signedInPainter,
  useJobTestApp,
} from '../test/jobs';
import { createQuoteRequest } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person, robin: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat, robin } = world), { name: 'Ada Lovelace' });

const crewed = async () => {
  const job = await scheduledJob(app, database, { admin, customer, painters: [pat, robin] });
  await database.db
    .update(jobs)
    .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) })
    .where(eq(jobs.id, job._id));
  return job;
};

describe('POST /api/jobs/:id/on-my-way', () => {
  it('starts the job and emails the customer once; a second tap that day, by any painter, stores and sends nothing', async () => {
    const job = await crewed();
    const first = await calls.onMyWay(pat.auth, job._id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ view: 'painter', status: 'in_progress', departures: [{ by: pat.user.name }] });
    const [email] = await jobEmails(database, 'job-on-my-way', job._id);
    expect(email).toMatchObject({ toAddress: customer.user.email, data: { painterName: pat.user.name } });

    const second = await calls.onMyWay(robin.auth, job._id, { at: minutesFromNow(-1) });
    expect(second.status).toBe(200);
    expect((second.body as PainterJob).departures).toHaveLength(1);
    expect(await database.db.select().from(jobDepartures).where(eq(jobDepartures.jobId, job._id))).toHaveLength(1);
    expect(await jobEmails(database, 'job-on-my-way', job._id)).toHaveLength(1);
  });

  it('keeps a tap that waited on a phone without signal for hours, but does not email it as news', async () => {
    const job = await crewed();
    const late = await calls.onMyWay(pat.auth, job._id, { at: minutesFromNow(-180) });
    expect(late.status).toBe(200);
    expect((late.body as PainterJob).departures).toEqual([
      expect.objectContaining({ at: expect.any(String), by: pat.user.name }),
    ]);
    expect(await jobEmails(database, 'job-on-my-way', job._id)).toEqual([]);
  });

  it("refuses a tap ahead of the shop's clock (422) and any once the job is completed (409)", async () => {
    const job = await crewed();
    expect((await calls.onMyWay(pat.auth, job._id, { at: minutesFromNow(30) })).status).toBe(422);
    expect((await calls.complete(pat.auth, job._id)).status).toBe(200);
    expect((await calls.onMyWay(pat.auth, job._id)).status).toBe(409);
  });
});

describe('PATCH /api/jobs/:id/rooms/:index', () => {
  it('ticks a room done with who and when, untick it, and the same tick twice changes nothing', async () => {
    const job = await crewed();
    const done = await calls.room(pat.auth, job._id, 0, true);
    expect(done.status).toBe(200);
    expect((done.body as PainterJob).checklist).toEqual([
      { index: 0, room: 'Living room', done: true, doneAt: expect.any(String), doneBy: pat.user.name },
    ]);
    const again = await calls.room(robin.auth, job._id, 0, true);
    expect((again.body as PainterJob).checklist[0]).toEqual((done.body as PainterJob).checklist[0]);
    const undone = await calls.room(robin.auth, job._id, 0, false);
    expect((undone.body as PainterJob).checklist[0]).toMatchObject({ done: false, doneBy: null });
    expect((await calls.room(robin.auth, job._id, 0, false)).status).toBe(200);
  });

  it('answers 404 for a room the job has not, and 409 once the customer signed off', async () => {
    const job = await crewed();
    for (const index of [1, 99, -1, 'one', '1.5'])
      expect((await calls.room(pat.auth, job._id, index, true)).status).toBe(404);
    await calls.complete(pat.auth, job._id);
    expect((await calls.room(pat.auth, job._id, 0, true)).status).toBe(409);
  });

  it("follows the request's rooms, in their order", async () => {
    const request = await createQuoteRequest(database.db, customer.user.id, {
      rooms: [
        { name: 'Kitchen', surfaces: ['walls'], size: '12 m²', colours: 'White' },
        { name: 'Hall', surfaces: ['trim', 'doors'], size: '', colours: 'Grey' },
      ],
    });
    const job = await crewed();
    await database.db.update(quotes).set({ requestId: request.id }).where(eq(quotes.id, job.quoteId));
    const ticked = (await calls.room(pat.auth, job._id, 1, true)).body as PainterJob;
    expect(ticked.rooms.map(({ name }) => name)).toEqual(['Kitchen', 'Hall']);
    expect(ticked.checklist.map(({ room, done }) => [room, done])).toEqual([
      ['Kitchen', false],
      ['Hall', true],
    ]);
  });
});

describe('POST /api/jobs/:id/notes', () => {
  it('keeps a note for the shop once under its key; the crew and admins read them, the customer does not', async () => {
    const job = await crewed();
    const headers = calls.key();
    const first = await calls.note(pat.auth, job._id, 'The hall ceiling needs a second coat.', headers);
    const replay = await calls.note(pat.auth, job._id, 'The hall ceiling needs a second coat.', headers);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.body).toEqual(first.body);
    expect(first.body as unknown as JobNote).toMatchObject({ by: pat.user.name });
    expect(await database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job._id))).toHaveLength(1);
    expect(((await calls.read(robin.auth, job._id)).body as PainterJob).shopNotes).toHaveLength(1);
    expect(((await calls.read(admin.auth, job._id)).body as AdminJob).shopNotes).toHaveLength(1);
    expect((await calls.read(customer.auth, job._id)).body as CustomerJob).not.toHaveProperty('shopNotes');
  });
});

describe("the crew's actions are the crew's", () => {
  it('an admin and the customer are refused (403), a painter of another job and anyone else hear nothing (404)', async () => {
    const job = await crewed();
    const outsider = await signedInPainter(database);
    const stranger = await signedInUser(database);
    for (const [person, status] of [
      [admin, 403],
      [customer, 403],
      [outsider, 404],
      [stranger, 404],
    ] as const) {
      expect((await calls.onMyWay(person.auth, job._id)).status).toBe(status);
      expect((await calls.time(person.auth, job._id, { start: minutesFromNow(-5) })).status).toBe(status);
      expect((await calls.room(person.auth, job._id, 0, true)).status).toBe(status);
      expect((await calls.note(person.auth, job._id, 'Hello')).status).toBe(status);
      expect((await calls.complete(person.auth, job._id)).status).toBe(status);
    }
    expect((await calls.read(admin.auth, job._id)).body).toMatchObject({ status: 'scheduled', departures: [] });
  });

  it('a painter made a customer again no longer acts on a completed job of theirs', async () => {
    const painter = await signedInPainter(database);
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await calls.complete(painter.auth, job._id);
    const made = await calls.call('PUT', `/api/user/${painter.user.email}`, admin.auth, { role: 'customer' });
    expect(made.status).toBe(200);
    expect((await calls.read(painter.auth, job._id)).status).toBe(404);
  });
});
