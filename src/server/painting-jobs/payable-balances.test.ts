import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob, Invoice } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { jobExtras, quotes } from '../db/schema';
import { jsonRequest, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { createQuoteRequest, quoteBody, quoteCalls } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, painter: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat: painter } = world));

/** A job whose quote's deposit paid it all: what the invoice asks is the extras alone. */
async function jobPaidInFull() {
  const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
  await database.db
    .update(quotes)
    .set({ depositCents: sql`${quotes.totalCents}` })
    .where(eq(quotes.id, job.quoteId));
  return job;
}

const invoiceOf = async (jobId: string) => {
  const job = (await calls.read(admin.auth, jobId)).body as AdminJob;
  return (await (await app.request(`/api/invoices/${job.invoice!._id}`, { headers: admin.auth })).json()) as Invoice;
};

describe('a balance no card can pay', () => {
  it('under the smallest card payment ($0.50) is written off: the invoice paid with nothing taken, and shown so', async () => {
    const job = await jobPaidInFull();
    const extra = { description: 'Touch-up brush', quantity: 1, unit: 'each', unitPrice: 0.3 };
    expect((await calls.extra(admin.auth, job._id, extra)).status).toBe(201);
    expect((await calls.complete(painter.auth, job._id)).status).toBe(200);
    const invoice = await invoiceOf(job._id);
    expect(invoice).toMatchObject({ balance: 0.3, writtenOff: 0.3, status: 'paid', transactionId: null });
    expect(((await calls.read(admin.auth, job._id)).body as AdminJob).status).toBe('paid');
    const pay = await app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { invoiceId: invoice._id }, customer.auth),
    );
    expect(pay.status).toBe(409);
  });

  it('over the largest card payment is refused when the extra is added (422), and nothing is added', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    const huge = { description: 'Whole street', quantity: 1000, unit: 'houses', unitPrice: 1_000_000 };
    const refused = await calls.extra(admin.auth, job._id, huge);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ issues: [{ path: 'unitPrice' }] });
    expect(await database.db.select().from(jobExtras).where(eq(jobExtras.jobId, job._id))).toEqual([]);
  });

  it('over the largest card payment after the deposit is refused on the quote itself (422)', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const lines = [{ description: 'Estate', quantity: 100_000, unit: 'rooms', unitPrice: 1_000_000 }];
    const refused = await quoteCalls(app).create(admin.auth, quoteBody(request.id, { lines, depositPercent: 0 }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { issues: [{ path: 'lines' }] } });
  });
});
