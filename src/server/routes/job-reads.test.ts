import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerJob, Job, PainterJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { jobDays, jobs, quotes } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { jobCalls, type Person, scheduledJob, signedInPainter } from '../test/jobs';
import { shopDay } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, calls: ReturnType<typeof jobCalls>;
let admin: Person;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  calls = jobCalls(app);
  admin = await signedInUser(database, { role: 'admin' });
});

const mine = async (person: Person) =>
  (await calls.call('GET', '/api/jobs/mine', person.auth)).body as unknown as Job[];

describe('GET /api/jobs/:id', () => {
  it('answers each caller in their view: admin, the assigned painter, its customer; anyone else 404', async () => {
    const customer = await signedInUser(database);
    const pat = await signedInPainter(database);
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    expect((await calls.read(admin.auth, job._id)).body).toMatchObject({
      view: 'admin',
      customerEmail: customer.user.email,
    });
    const painters = (await calls.read(pat.auth, job._id)).body as PainterJob;
    expect(painters).toMatchObject({ view: 'painter', shopNotes: [] });
    expect(painters).not.toHaveProperty('customerEmail');
    const customers = (await calls.read(customer.auth, job._id)).body as CustomerJob;
    expect(customers).toMatchObject({ view: 'customer', invoice: null });
    for (const other of [await signedInPainter(database), await signedInUser(database)])
      expect((await calls.read(other.auth, job._id)).status).toBe(404);
    expect((await calls.read(admin.auth, crypto.randomUUID())).status).toBe(404);
    expect((await calls.read(admin.auth, 'not-an-id')).status).toBe(404);
    expect((await app.request(`/api/jobs/${job._id}`)).status).toBe(401);
  });
});

describe('GET /api/jobs/mine', () => {
  it("lists a painter's jobs not yet completed and those of the last week, by first day, in the painter's view", async () => {
    const customer = await signedInUser(database);
    const pat = await signedInPainter(database);
    const crew = { admin, customer, painters: [pat] };
    const later = await scheduledJob(app, database, crew);
    await calls.move(admin.auth, later._id, { days: [shopDay(9)], painterIds: [pat.user.id] });
    const soon = await scheduledJob(app, database, crew);
    const doneLastWeek = await scheduledJob(app, database, crew);
    const doneLongAgo = await scheduledJob(app, database, crew);
    for (const job of [doneLastWeek, doneLongAgo]) await calls.complete(pat.auth, job._id);
    for (const [job, day] of [
      [doneLastWeek, shopDay(-3)],
      [doneLongAgo, shopDay(-30)],
    ] as const) {
      await database.db.delete(jobDays).where(eq(jobDays.jobId, job._id));
      await database.db.insert(jobDays).values({ jobId: job._id, day });
    }
    await scheduledJob(app, database, { ...crew, painters: [await signedInPainter(database)] });

    const listed = await mine(pat);
    expect(listed.map(({ _id }) => _id)).toEqual([doneLastWeek._id, soon._id, later._id]);
    expect(listed.every(({ view }) => view === 'painter')).toBe(true);
  });

  it("lists a customer's jobs, newest first, in the customer's view; none for someone without", async () => {
    const customer = await signedInUser(database);
    const pat = await signedInPainter(database);
    const first = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    const second = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    await database.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, first._id));
    const listed = await mine(customer);
    expect(listed.map(({ _id, view }) => [_id, view])).toEqual([
      [second._id, 'customer'],
      [first._id, 'customer'],
    ]);
    expect(await mine(await signedInUser(database))).toEqual([]);
  });
});

describe('a quote with its job', () => {
  it('is not cancelled by the shop (409): the crew and the customer count on it', async () => {
    const customer = await signedInUser(database);
    const pat = await signedInPainter(database);
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    const cancel = await app.request(`/api/quotes/${job.quoteId}/cancel`, jsonRequest('POST', {}, admin.auth));
    expect(cancel.status).toBe(409);
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, job.quoteId));
    expect(quote!.status).toBe('deposit_paid');
  });
});
