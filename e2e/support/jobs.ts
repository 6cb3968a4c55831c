import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { AdminJob, Job } from '../../src/shared/answers/jobs';
import type { User } from '../../src/shared/answers/people';
import type { Quote, QuoteRequest } from '../../src/shared/answers/quotes';
import { demoAdmin } from './accounts';
import { apiSessionToken } from './fixtures';
import { seedQuoteRequest } from './quote-admin';
import { dayFromNow, pricedLines } from './quotes';

/** The shop's time zone in the test stack (the server's default): the phones and the tablet are set to it. */
export const shopTimeZone = 'America/New_York';

/** A 1×1 PNG, as a signature pad's data URL. */
const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Account = { email: string; password: string };

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A quote ready to be a job, made through the API as the app makes it: `customer` asks (two rooms, Kitchen and
 * Hall, with two photos), the demo admin prices it (pricedLines: $667.50, a 30% deposit of $200.25) and sends
 * it, the customer signs it and pays the deposit with 4242 in the test gateway.
 */
export async function seedAcceptedQuote(
  request: APIRequestContext,
  customer: { email: string; password: string },
): Promise<{ request: QuoteRequest; quote: Quote }> {
  const customerToken = await apiSessionToken(request, customer);
  const mine = { Authorization: `Bearer ${customerToken}` };
  const asked = await seedQuoteRequest(request, customerToken);
  const admin = { Authorization: `Bearer ${await apiSessionToken(request, demoAdmin)}` };
  const draft = await ok<Quote>(
    request.post('/api/quotes', {
      headers: admin,
      data: { requestId: asked._id, lines: pricedLines, notes: '', depositPercent: 30, validUntil: dayFromNow(20) },
    }),
  );
  await ok(request.post(`/api/quotes/${draft._id}/send`, { headers: admin, data: { version: draft.version } }));
  await ok(
    request.post(`/api/quotes/${draft._id}/accept`, {
      headers: mine,
      data: { signedName: 'Robin Roller', signature: signaturePng },
    }),
  );
  const { clientSecret } = await ok<{ clientSecret: string }>(
    request.post('/api/create-payment-intent', { headers: mine, data: { quoteId: draft._id } }),
  );
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '123' };
  const { paymentIntent } = await ok<{ paymentIntent: { id: string } }>(
    request.post('/api/test-gateway/confirm', { data: { clientSecret, card } }),
  );
  const quote = await ok<Quote>(
    request.patch(`/api/quotes/${draft._id}/deposit`, { headers: mine, data: { transactionId: paymentIntent.id } }),
  );
  return { request: asked, quote };
}

/** Today on the shop's calendar, YYYY-MM-DD, as a device set to the shop's time zone reads it. */
export const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(new Date());

/**
 * Every write of a job the pages send (POST and PATCH under /api/jobs and /api/job-photos), counted by its
 * Idempotency-Key, on every page of the context.
 */
export function jobWritesByKey(page: Page) {
  const writes = new Map<string, number>();
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    const key = request.headers()['idempotency-key'];
    const write = request.method() === 'POST' || request.method() === 'PATCH';
    if (write && key && (pathname.startsWith('/api/jobs/') || pathname === '/api/job-photos'))
      writes.set(key, (writes.get(key) ?? 0) + 1);
  });
  return writes;
}

/**
 * A job of `customer`'s accepted quote, scheduled today by the demo admin with `painter`, with an extra ($80.00)
 * and, on the painter's side, the kitchen ticked done and a note; `signedOff`, also the customer's sign-off,
 * which writes the invoice. Made through the API as the pages make it.
 */
export async function seedJob(
  request: APIRequestContext,
  { customer, painter, signedOff = false }: { customer: Account; painter: Account; signedOff?: boolean },
) {
  const { request: asked, quote } = await seedAcceptedQuote(request, customer);
  const admin = { Authorization: `Bearer ${await apiSessionToken(request, demoAdmin)}` };
  const crew = { Authorization: `Bearer ${await apiSessionToken(request, painter)}` };
  const { _id: painterId } = await ok<User>(request.get(`/api/users/${painter.email}`, { headers: crew }));
  const keyed = (headers: Record<string, string>) => ({ ...headers, 'Idempotency-Key': randomUUID() });
  const job = await ok<AdminJob>(
    request.post('/api/jobs', {
      headers: keyed(admin),
      data: { quoteId: quote._id, days: [shopToday()], painterIds: [painterId] },
    }),
  );
  await ok(
    request.post(`/api/jobs/${job._id}/extras`, {
      headers: keyed(admin),
      data: { description: 'Filling the damp patch', quantity: 2, unit: 'hours', unitPrice: 40 },
    }),
  );
  await ok(request.patch(`/api/jobs/${job._id}/rooms/0`, { headers: keyed(crew), data: { done: true } }));
  await ok(
    request.post(`/api/jobs/${job._id}/notes`, {
      headers: keyed(crew),
      data: { text: 'The hall ceiling needs a stain block first.' },
    }),
  );
  if (signedOff)
    await ok<Job>(
      request.post(`/api/jobs/${job._id}/complete`, {
        headers: keyed(crew),
        data: { signedName: 'Robin Roller', signature: signaturePng },
      }),
    );
  // The invoice's id is the admin's to read: a painter's answers carry nothing of the money.
  const shopView = await ok<AdminJob>(request.get(`/api/jobs/${job._id}`, { headers: admin }));
  const invoiceId = shopView.invoice?._id;
  return { asked, quote, job, invoiceId };
}
