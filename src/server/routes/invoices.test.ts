import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { AdminJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { invoices, jobs, paymentIntents, quotes } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { intentOf, moneyWorld } from '../test/money';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, painter: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat: painter } = world));

const { intentRow, ledgerOfIntent, pay, openForm, olderTab } = moneyWorld(() => ({ database, app }));

/** A job signed off, its invoice open for $682.50 ($975.00 less the deposit of $292.50). */
async function openInvoice() {
  const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
  await calls.complete(painter.auth, job._id);
  return { job, invoiceId: ((await calls.read(admin.auth, job._id)).body as AdminJob).invoice!._id };
}

const record = (invoiceId: string, transactionId: string, auth = customer.auth) =>
  app.request(`/api/invoices/${invoiceId}/payment`, jsonRequest('PATCH', { transactionId }, auth));

describe('paying an invoice', () => {
  it('opens one intent for the balance from the database, whatever the page says, however often it opens', async () => {
    const { invoiceId } = await openInvoice();
    const first = await openForm(customer.auth, { invoiceId, amount: 1 });
    expect(await openForm(customer.auth, { invoiceId })).toBe(first);
    expect(await database.db.select().from(paymentIntents).where(eq(paymentIntents.invoiceId, invoiceId))).toEqual([
      expect.objectContaining({ kind: 'invoice', amountCents: 68_250, status: 'open', id: intentOf(first) }),
    ]);
  });

  it('is only its customer’s: an admin 403, a painter of the job and another customer 404', async () => {
    const { invoiceId } = await openInvoice();
    const open = (auth: Record<string, string>) =>
      app.request('/api/create-payment-intent', jsonRequest('POST', { invoiceId }, auth));
    expect((await open(admin.auth)).status).toBe(403);
    expect((await open(painter.auth)).status).toBe(404);
    expect((await open((await signedInUser(database)).auth)).status).toBe(404);
    expect((await record(invoiceId, 'pi_made_up_123456', admin.auth)).status).toBe(403);
  });

  it('refuses an intent of something else (422) and one not yet paid (409)', async () => {
    const { invoiceId } = await openInvoice();
    const { invoiceId: otherInvoice } = await openInvoice();
    const other = await openForm(customer.auth, { invoiceId: otherInvoice });
    expect((await record(invoiceId, intentOf(other))).status).toBe(422);
    const unpaid = await openForm(customer.auth, { invoiceId });
    expect((await record(invoiceId, intentOf(unpaid))).status).toBe(409);
    const [stored] = await database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(stored!.status).toBe('open');
  });

  it('refunds a second payment from an older tab, keeping the invoice paid by the first', async () => {
    const { job, invoiceId } = await openInvoice();
    const first = await openForm(customer.auth, { invoiceId });
    const older = await olderTab({ invoiceId }, 68_250);
    await pay(first);
    await pay(older.clientSecret);
    expect((await record(invoiceId, intentOf(first))).status).toBe(200);
    const second = await record(invoiceId, older.id);
    expect(second.status).toBe(409);
    expect(((await second.json()) as ApiErrorBody).error).toEqual({
      code: 'payment_refunded',
      message:
        'This invoice was already paid. Your payment of $682.50 was refunded at once: it goes back to your card within a few days.',
    });
    expect((await intentRow(older.id)).status).toBe('refunded');
    expect((await ledgerOfIntent(older.id)).map(({ type }) => type)).toEqual(['charge', 'refund']);
    const [stored] = await database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(stored!.status).toBe('paid');
  });

  it('refunds a payment of another amount and leaves the invoice open', async () => {
    const { invoiceId } = await openInvoice();
    const wrong = await olderTab({ invoiceId }, 100);
    await pay(wrong.clientSecret);
    const told = await record(invoiceId, wrong.id);
    expect(told.status).toBe(409);
    expect(((await told.json()) as ApiErrorBody).error.message).toContain("does not match the invoice's balance");
    const [stored] = await database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(stored!.status).toBe('open');
  });

  it('records a payment the page never told when the payment page opens again (409 already paid)', async () => {
    const { job, invoiceId } = await openInvoice();
    const form = await openForm(customer.auth, { invoiceId });
    await pay(form);
    const reopened = await app.request('/api/create-payment-intent', jsonRequest('POST', { invoiceId }, customer.auth));
    expect(reopened.status).toBe(409);
    expect((await calls.read(customer.auth, job._id)).body).toMatchObject({
      status: 'paid',
      invoice: { status: 'paid' },
    });
  });

  it('asks nothing of an invoice with nothing left to pay (409)', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await database.db
      .update(quotes)
      .set({ depositPercent: 100, depositCents: 97_500 })
      .where(eq(quotes.id, job.quoteId));
    await calls.complete(painter.auth, job._id);
    const invoiceId = ((await calls.read(admin.auth, job._id)).body as AdminJob).invoice!._id;
    const opened = await app.request('/api/create-payment-intent', jsonRequest('POST', { invoiceId }, customer.auth));
    expect(opened.status).toBe(409);
  });
});
