import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AdminJob, Invoice, PainterJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { emails, paymentIntents, payments } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { jobCalls, jobEmails, minutesFromNow } from '../test/jobs';
import { photoBytes } from '../test/quote-requests';
import { acceptedQuote, shopDay } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const post = (path: string, auth: Record<string, string>, body: unknown, method = 'POST') =>
  app.request(path, jsonRequest(method, body, auth));

/** Pays with 4242 on the form of `body`'s intent, as the payment page does; answers the paid intent's id. */
async function payByCard(auth: Record<string, string>, body: object) {
  const opened = await post('/api/create-payment-intent', auth, body);
  expect(opened.status).toBe(200);
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  const confirmed = await post('/api/test-gateway/confirm', {}, { clientSecret, card });
  expect(confirmed.status).toBe(200);
  return ((await confirmed.json()) as { paymentIntent: { id: string } }).paymentIntent.id;
}

it('takes a signed quote to a paid final invoice: job, the crew’s day, extras, sign-off, the balance paid with 4242', async () => {
  const admin = await signedInUser(database, { role: 'admin' });
  const customer = await signedInUser(database, { name: 'Ada Lovelace' });
  const painter = await signedInUser(database, { name: 'Pat Painter' });
  const calls = jobCalls(app);
  const sander = await createTool(database.db, { name: 'Orbital sander', priceCents: 8999 });

  // The quote signed and its deposit (30% of $1,234.56 + a sander) paid, as the quote's journey leaves it.
  const quote = await acceptedQuote(
    app,
    database.db,
    { admin, customer },
    {
      lines: [
        { description: 'Living room walls and ceiling', quantity: 10, unit: 'hours', unitPrice: 95 },
        { description: 'Orbital sander', quantity: 1, unit: 'each', unitPrice: 89.99, productId: sander.id },
      ],
    },
  );
  expect(quote).toMatchObject({ total: 1039.99, deposit: 312 });
  const depositIntent = await payByCard(customer.auth, { quoteId: quote._id });
  expect(
    (await post(`/api/quotes/${quote._id}/deposit`, customer.auth, { transactionId: depositIntent }, 'PATCH')).status,
  ).toBe(200);

  // The admin makes a painter and schedules the job on the shop's days.
  expect((await post(`/api/user/${painter.user.email}`, admin.auth, { role: 'painter' }, 'PUT')).status).toBe(200);
  const made = await calls.create(admin.auth, {
    quoteId: quote._id,
    days: [shopDay(0), shopDay(1)],
    painterIds: [painter.user.id],
  });
  expect(made.status).toBe(201);
  const jobId = made.body._id;

  // The crew's day: on my way, clock in, rooms, a photo, a note; the admin adds an extra; clock out.
  expect((await calls.onMyWay(painter.auth, jobId)).body).toMatchObject({ status: 'in_progress' });
  const start = minutesFromNow(-1);
  expect((await calls.time(painter.auth, jobId, { start })).status).toBe(201);
  expect((await calls.room(painter.auth, jobId, 0, true)).status).toBe(200);
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('image', new Blob([new Uint8Array(photoBytes.jpeg)], { type: 'image/jpeg' }), 'wall.jpg');
  expect((await app.request('/api/job-photos', { method: 'POST', body: form, headers: painter.auth })).status).toBe(
    201,
  );
  expect((await calls.note(painter.auth, jobId, 'Damp patch filled before painting.')).status).toBe(201);
  expect((await calls.extra(admin.auth, jobId)).status).toBe(201);
  expect((await calls.time(painter.auth, jobId, { start, end: new Date().toISOString() })).status).toBe(200);

  // The customer signs on the painter's phone: the job is invoiced, the customer emailed its link.
  const signed = await calls.complete(painter.auth, jobId);
  expect(signed.body).toMatchObject({ status: 'invoiced' });
  const sheet = signed.body as PainterJob;
  expect(sheet.checklist.every(({ done }) => done)).toBe(true);
  expect(sheet.progressPhotos).toHaveLength(1);
  expect(sheet.shopNotes).toHaveLength(1);
  const invoiceId = ((await calls.read(admin.auth, jobId)).body as AdminJob).invoice!._id;
  const [invoiceEmail] = await jobEmails(database, 'job-invoice', jobId);
  expect(invoiceEmail).toMatchObject({ toAddress: customer.user.email, subject: expect.stringContaining('invoice') });

  // $1,039.99 + $80.00 extra − $312.00 deposit = $807.99, paid with 4242 and recorded once.
  const invoice = (await (
    await app.request(`/api/invoices/${invoiceId}`, { headers: customer.auth })
  ).json()) as Invoice;
  expect(invoice).toMatchObject({ total: 1119.99, depositPaid: 312, balance: 807.99, status: 'open' });
  const balanceIntent = await payByCard(customer.auth, { invoiceId, amount: 1 });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const recorded = await post(
      `/api/invoices/${invoiceId}/payment`,
      customer.auth,
      { transactionId: balanceIntent },
      'PATCH',
    );
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({
      status: 'paid',
      transactionId: balanceIntent,
      paidAt: expect.any(String),
    });
  }
  expect((await calls.read(admin.auth, jobId)).body).toMatchObject({ status: 'paid', invoice: { status: 'paid' } });
  expect(await database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toEqual([
    expect.objectContaining({
      kind: 'invoice',
      type: 'charge',
      amountCents: 80_799,
      intentId: balanceIntent,
      causedBy: customer.user.id,
    }),
  ]);
  expect(await database.db.select().from(paymentIntents).where(eq(paymentIntents.invoiceId, invoiceId))).toEqual([
    expect.objectContaining({ kind: 'invoice', amountCents: 80_799, status: 'closed' }),
  ]);
  const receipts = await database.db.select().from(emails).where(eq(emails.kind, 'job-invoice-paid'));
  expect(receipts.filter(({ data }) => (data as { invoiceId: string }).invoiceId === invoiceId)).toHaveLength(1);
  // Paid: the card form is not opened again.
  expect((await post('/api/create-payment-intent', customer.auth, { invoiceId })).status).toBe(409);
});
