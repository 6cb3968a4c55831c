import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob, Invoice } from '@/shared/answers/jobs';
import { jobs, payments } from '../db/schema';
import { jsonRequest, signedInUser } from '../test/app';
import { jobCalls, jobEmails, scheduledJob, signedInPainter } from '../test/jobs';
import { succeededEvent, useStripeStandIn } from '../test/stripe-stand-in';

const stripeWorld = useStripeStandIn();

/** Stripe's word that the intent was paid, signed with the webhook's secret. */
const succeeded = (intentId: string, amount: number, invoiceId: string) =>
  stripeWorld.sendWebhook(succeededEvent(intentId, amount, { invoiceId }));

/** A job signed off and its invoice's intent opened at Stripe by its customer. */
async function invoiceIntent() {
  const { app, database } = stripeWorld;
  const admin = await signedInUser(database, { role: 'admin' });
  const customer = await signedInUser(database);
  const painter = await signedInPainter(database);
  const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
  const calls = jobCalls(app);
  await calls.complete(painter.auth, job._id);
  const invoiceId = ((await calls.read(admin.auth, job._id)).body as AdminJob).invoice!._id;
  const response = await app.request('/api/create-payment-intent', jsonRequest('POST', { invoiceId }, customer.auth));
  expect(response.status).toBe(200);
  const intent = [...stripeWorld.standIn.intents.values()].find((each) => each.metadata.invoiceId === invoiceId)!;
  return { job, invoiceId, customer, intent };
}

describe('a final invoice paid on Stripe', () => {
  it('creates the intent for the balance, named invoiceId in its metadata, with a key per invoice and intent', async () => {
    const { invoiceId, intent } = await invoiceIntent();
    expect(intent).toMatchObject({ amount: 68_250, metadata: { invoiceId } });
    const created = stripeWorld.standIn.requests.filter(
      (request) => request.path === '/v1/payment_intents' && request.form.get('metadata[invoiceId]') === invoiceId,
    );
    expect(created[0]?.headers['idempotency-key']).toBe(`invoice-${invoiceId}-1`);
  });

  it('is recorded once, with one receipt, when both the webhook and the customer record it; the job is paid', async () => {
    const { job, invoiceId, customer, intent } = await invoiceIntent();
    intent.status = 'succeeded';
    expect((await succeeded(intent.id, 68_250, invoiceId)).status).toBe(200);
    expect((await succeeded(intent.id, 68_250, invoiceId)).status).toBe(200);
    const response = await stripeWorld.app.request(
      `/api/invoices/${invoiceId}/payment`,
      jsonRequest('PATCH', { transactionId: intent.id }, customer.auth),
    );
    expect(response.status).toBe(200);
    expect((await response.json()) as Invoice).toMatchObject({ status: 'paid', transactionId: intent.id });
    const { db } = stripeWorld.database;
    expect((await db.select().from(jobs).where(eq(jobs.id, job._id)))[0]!.status).toBe('paid');
    expect(await db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toEqual([
      expect.objectContaining({ kind: 'invoice', type: 'charge', amountCents: 68_250 }),
    ]);
    expect(await jobEmails(stripeWorld.database, 'job-invoice-paid', job._id)).toHaveLength(1);
  });
});
