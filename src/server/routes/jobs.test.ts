import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminJob } from '@/shared/answers/jobs';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { DatabaseHandle } from '../db/client';
import { jobDays, jobs, quotes } from '../db/schema';
import type { TestApp } from '../test/app';
import { type JobCalls, jobEmails, type Person, quoteForJob, scheduledJob, useJobTestApp } from '../test/jobs';
import { quoteInStatus, shopDay } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person, robin: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat, robin } = world), { name: 'Ada Lovelace' });

const schedule = (painters = [pat]) => scheduledJob(app, database, { admin, customer, painters });

describe('POST /api/jobs', () => {
  it('makes the job of a quote whose deposit is paid: scheduled, its days sorted, its crew, and the emails', async () => {
    const { quote } = await quoteForJob(database, customer.user.id);
    const { status, body } = await calls.create(admin.auth, {
      quoteId: quote.id,
      days: [shopDay(3), shopDay(1)],
      painterIds: [robin.user.id, pat.user.id],
    });
    expect(status).toBe(201);
    const job = body as AdminJob;
    expect(job).toMatchObject({
      view: 'admin',
      quoteId: quote.id,
      status: 'scheduled',
      days: [shopDay(1), shopDay(3)],
      customerName: 'Ada Lovelace',
      quoteTotal: 975,
      depositPaid: 292.5,
      extrasTotal: 0,
      invoice: null,
      tools: [{ productId: expect.any(String), name: 'Roller frame, 9 inch', quantity: 2 }],
      checklist: [{ index: 0, room: 'Living room', done: false, doneAt: null, doneBy: null }],
    });
    expect(job.painters.map(({ _id }) => _id).sort()).toEqual([pat.user.id, robin.user.id].sort());
    expect(await jobEmails(database, 'job-scheduled', job._id)).toEqual([
      expect.objectContaining({ toAddress: customer.user.email }),
    ]);
    const assigned = await jobEmails(database, 'painter-job-assigned', job._id);
    expect(assigned.map(({ toAddress }) => toAddress).sort()).toEqual([pat.user.email, robin.user.email].sort());
  });

  it('takes an accepted quote that asked no deposit, and refuses one whose deposit is unpaid', async () => {
    const { quote: unpaid } = await quoteForJob(database, customer.user.id, 'accepted');
    const refused = await calls.create(admin.auth, {
      quoteId: unpaid.id,
      days: [shopDay(1)],
      painterIds: [pat.user.id],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error!.message).toContain('deposit is not paid');

    const noDeposit = await quoteInStatus(database.db, customer.user.id, 'accepted');
    await database.db.update(quotes).set({ depositPercent: 0, depositCents: 0 }).where(eq(quotes.id, noDeposit.id));
    const made = await calls.create(admin.auth, {
      quoteId: noDeposit.id,
      days: [shopDay(1)],
      painterIds: [pat.user.id],
    });
    expect(made.status).toBe(201);
    expect((made.body as AdminJob).depositPaid).toBe(0);
  });

  it.each(['draft', 'sent', 'declined', 'expired', 'cancelled'] as const)(
    'refuses a %s quote (409)',
    async (status) => {
      const quote = await quoteInStatus(database.db, customer.user.id, status);
      const { status: answered } = await calls.create(admin.auth, {
        quoteId: quote.id,
        days: [shopDay(1)],
        painterIds: [pat.user.id],
      });
      expect(answered).toBe(409);
    },
  );

  it('makes one job per quote: a second is 409, and so is one of two at once', async () => {
    const { quote } = await quoteForJob(database, customer.user.id);
    const body = { quoteId: quote.id, days: [shopDay(1)], painterIds: [pat.user.id] };
    const both = await Promise.all([calls.create(admin.auth, body), calls.create(admin.auth, body)]);
    expect(both.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect((await calls.create(admin.auth, body)).status).toBe(409);
    expect(await database.db.select().from(jobs).where(eq(jobs.quoteId, quote.id))).toHaveLength(1);
  });

  it('refuses a day before the shop’s today and a user who is not a painter, naming the field (422)', async () => {
    const { quote } = await quoteForJob(database, customer.user.id);
    const past = await calls.create(admin.auth, {
      quoteId: quote.id,
      days: [shopDay(1), shopDay(-1)],
      painterIds: [pat.user.id],
    });
    expect(past.status).toBe(422);
    expect(past.body.error).toMatchObject({ issues: [{ path: 'days.1' }] });
    const notPainter = await calls.create(admin.auth, {
      quoteId: quote.id,
      days: [shopDay(1)],
      painterIds: [pat.user.id, customer.user.id, admin.user.id],
    });
    expect(notPainter.status).toBe(422);
    expect(notPainter.body.error!.issues!.map(({ path }) => path)).toEqual(['painterIds.1', 'painterIds.2']);
    expect(await database.db.select().from(jobs).where(eq(jobs.quoteId, quote.id))).toEqual([]);
  });

  it('answers a replay under the same Idempotency-Key as the first time, making one job', async () => {
    const { quote } = await quoteForJob(database, customer.user.id);
    const body = { quoteId: quote.id, days: [shopDay(1)], painterIds: [pat.user.id] };
    const headers = calls.key();
    const first = await calls.create(admin.auth, body, headers);
    const again = await calls.create(admin.auth, body, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body._id).toBe(first.body._id);
  });

  it("names the quote's job on the admin's list of quote requests", async () => {
    const job = await schedule();
    const response = await app.request('/api/quote-requests?state=deposit_paid', { headers: admin.auth });
    const requests = (await response.json()) as QuoteRequest[];
    expect(requests.find(({ quote }) => quote?._id === job.quoteId)?.quote).toMatchObject({ jobId: job._id });
  });
});

describe('PUT /api/jobs/:id', () => {
  it('moves days and painters, and emails whom the move concerns once each', async () => {
    const job = await schedule([pat]);
    const { status, body } = await calls.move(admin.auth, job._id, {
      days: [shopDay(4)],
      painterIds: [pat.user.id, robin.user.id],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ days: [shopDay(4)] });
    expect(await jobEmails(database, 'job-moved', job._id)).toHaveLength(1);
    expect(await jobEmails(database, 'painter-job-moved', job._id)).toEqual([
      expect.objectContaining({ toAddress: pat.user.email }),
    ]);
    expect((await jobEmails(database, 'painter-job-assigned', job._id)).map(({ toAddress }) => toAddress)).toEqual([
      pat.user.email,
      robin.user.email,
    ]);

    // Robin taken off, the days kept: Robin is told, with the days no longer theirs; the customer is not.
    await calls.move(admin.auth, job._id, { days: [shopDay(4)], painterIds: [pat.user.id] });
    const [unassigned] = await jobEmails(database, 'painter-job-unassigned', job._id);
    expect(unassigned).toMatchObject({ toAddress: robin.user.email, data: { days: [shopDay(4)] } });
    expect(await jobEmails(database, 'job-moved', job._id)).toHaveLength(1);

    // The same schedule again changes nothing and writes nothing.
    await calls.move(admin.auth, job._id, { days: [shopDay(4)], painterIds: [pat.user.id] });
    expect(await jobEmails(database, 'job-moved', job._id)).toHaveLength(1);
    expect(await jobEmails(database, 'painter-job-unassigned', job._id)).toHaveLength(1);
  });

  it('keeps a day already on the job although it passed, but adds no passed day', async () => {
    const job = await schedule();
    await database.db
      .update(jobDays)
      .set({ day: shopDay(-1) })
      .where(and(eq(jobDays.jobId, job._id), eq(jobDays.day, shopDay(1))));
    const kept = await calls.move(admin.auth, job._id, { days: [shopDay(-1), shopDay(5)], painterIds: [pat.user.id] });
    expect(kept.status).toBe(200);
    const added = await calls.move(admin.auth, job._id, { days: [shopDay(-2)], painterIds: [pat.user.id] });
    expect(added.status).toBe(422);
  });

  it('refuses any move once completed (409)', async () => {
    const job = await schedule([pat, robin]);
    expect((await calls.complete(pat.auth, job._id)).status).toBe(200);
    expect((await calls.move(admin.auth, job._id, { days: [shopDay(6)], painterIds: [pat.user.id] })).status).toBe(409);
  });
});

describe('GET /api/jobs', () => {
  let near: AdminJob, far: AdminJob;
  beforeAll(async () => {
    near = await schedule();
    far = await schedule();
    await calls.move(admin.auth, far._id, { days: [shopDay(20)], painterIds: [pat.user.id] });
  });

  it("lists the shop's week by default, and the days asked for, by first day", async () => {
    const week = (await calls.call('GET', '/api/jobs', admin.auth)).body as unknown as AdminJob[];
    expect(week.map(({ _id }) => _id)).toContain(near._id);
    expect(week.map(({ _id }) => _id)).not.toContain(far._id);
    const later = (await calls.call('GET', `/api/jobs?from=${shopDay(19)}&to=${shopDay(21)}`, admin.auth))
      .body as unknown as AdminJob[];
    expect(later.map(({ _id }) => _id)).toEqual([far._id]);
  });

  it('lists every job in a status whatever its days, and those of the days in it', async () => {
    const scheduled = (await calls.call('GET', '/api/jobs?status=scheduled', admin.auth)).body as unknown as AdminJob[];
    expect(scheduled.map(({ _id }) => _id)).toEqual(expect.arrayContaining([near._id, far._id]));
    const none = (await calls.call('GET', `/api/jobs?status=paid&from=${shopDay(0)}`, admin.auth))
      .body as unknown as AdminJob[];
    expect(none).toEqual([]);
  });

  it('answers a status alone a page at a time, newest first, with the count, and no sign-off drawings', async () => {
    const signed = await schedule();
    expect((await calls.complete(pat.auth, signed._id)).status).toBe(200);
    const page = await app.request('/api/jobs?status=scheduled&limit=1', { headers: admin.auth });
    expect(Number(page.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2);
    expect(((await page.json()) as AdminJob[]).map(({ _id }) => _id)).toEqual([far._id]);
    const invoiced = (await (
      await app.request('/api/jobs?status=invoiced', { headers: admin.auth })
    ).json()) as AdminJob[];
    expect(invoiced.find(({ _id }) => _id === signed._id)?.completion).toMatchObject({ signature: null });
    expect(((await calls.read(admin.auth, signed._id)).body as AdminJob).completion!.signature).toMatch(
      /^data:image\/png/,
    );
    expect((await calls.call('GET', '/api/jobs?status=paid&limit=101', admin.auth)).status).toBe(422);
  });
});
