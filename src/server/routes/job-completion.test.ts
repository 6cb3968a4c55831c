import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob, Invoice, JobExtra, PainterJob } from '@/shared/answers/jobs';
import { maxSignatureBytes } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { invoices, jobExtras, quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { extraBody, type JobCalls, jobEmails, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { pngSignature } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat } = world), { name: 'Ada Lovelace' });

const crewed = () => scheduledJob(app, database, { admin, customer, painters: [pat] });
const readInvoice = async (id: string, auth = customer.auth) => {
  const response = await app.request(`/api/invoices/${id}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as Invoice };
};

describe('POST /api/jobs/:id/extras and DELETE /api/jobs/:id/extras/:extraId', () => {
  it('adds a line in dollars kept in cents (2.5 hours at $45.99 is $114.98) and takes it back', async () => {
    const job = await crewed();
    const added = await calls.extra(admin.auth, job._id, { ...extraBody, quantity: 2.5, unitPrice: 45.99 });
    expect(added.status).toBe(201);
    const extra = added.body as unknown as JobExtra;
    expect(extra).toMatchObject({ quantity: 2.5, unitPrice: 45.99, total: 114.98 });
    const [stored] = await database.db.select().from(jobExtras).where(eq(jobExtras.id, extra._id));
    expect(stored).toMatchObject({ quantityHundredths: 250, unitPriceCents: 4599, totalCents: 11_498 });
    expect(((await calls.read(admin.auth, job._id)).body as AdminJob).extrasTotal).toBe(114.98);
    expect((await calls.call('DELETE', `/api/jobs/${job._id}/extras/${extra._id}`, admin.auth)).status).toBe(204);
    expect((await calls.call('DELETE', `/api/jobs/${job._id}/extras/${extra._id}`, admin.auth)).status).toBe(404);
    expect(((await calls.read(admin.auth, job._id)).body as AdminJob).extras).toEqual([]);
  });

  it('is refused once the job is invoiced (409), and to anyone but an admin', async () => {
    const job = await crewed();
    const { body } = await calls.extra(admin.auth, job._id);
    expect((await calls.extra(pat.auth, job._id)).status).toBe(403);
    expect((await calls.extra(customer.auth, job._id)).status).toBe(403);
    await calls.complete(pat.auth, job._id);
    expect((await calls.extra(admin.auth, job._id)).status).toBe(409);
    const removed = await calls.call('DELETE', `/api/jobs/${job._id}/extras/${body._id}`, admin.auth);
    expect(removed.status).toBe(409);
  });
});

describe('POST /api/jobs/:id/complete', () => {
  it("completes the job with the customer's signature and writes its invoice: the quote and the extras, less the deposit", async () => {
    const job = await crewed();
    await calls.extra(admin.auth, job._id);
    const done = await calls.complete(pat.auth, job._id);
    expect(done.status).toBe(200);
    const sheet = done.body as PainterJob;
    expect(sheet).toMatchObject({
      view: 'painter',
      status: 'invoiced',
      completion: { signedName: 'Ada K. Lovelace', signature: pngSignature, collectedBy: pat.user.name },
    });
    expect(sheet.completedAt).toEqual(expect.any(String));

    const admins = (await calls.read(admin.auth, job._id)).body as AdminJob;
    expect(admins.invoice).toMatchObject({ total: 1055, depositPaid: 292.5, balance: 762.5, status: 'open' });
    const { status, body: invoice } = await readInvoice(admins.invoice!._id);
    expect(status).toBe(200);
    expect(invoice).toMatchObject({
      jobId: job._id,
      quoteId: job.quoteId,
      customerName: 'Ada Lovelace',
      total: 1055,
      depositPaid: 292.5,
      balance: 762.5,
      status: 'open',
      transactionId: null,
      lines: [
        { kind: 'quote', description: 'Living room walls and ceiling', quantity: 10, unitPrice: 95, total: 950 },
        { kind: 'quote', description: 'Roller frame, 9 inch', quantity: 2, unitPrice: 12.5, total: 25 },
        { kind: 'extra', description: 'Filling the damp patch', quantity: 2, unitPrice: 40, total: 80 },
      ],
    });
    const [email] = await jobEmails(database, 'job-invoice', job._id);
    expect(email).toMatchObject({
      toAddress: customer.user.email,
      data: { invoiceId: invoice._id, balanceCents: 76_250 },
    });
  });

  it('answers a retry under the same key the same; any other completion is 409, and one invoice is written', async () => {
    const job = await crewed();
    const headers = calls.key();
    const first = await calls.complete(pat.auth, job._id, headers);
    const retry = await calls.complete(pat.auth, job._id, headers);
    expect(retry).toEqual(first);
    expect((await calls.complete(pat.auth, job._id)).status).toBe(409);
    expect(await database.db.select().from(invoices).where(eq(invoices.jobId, job._id))).toHaveLength(1);
    expect(await jobEmails(database, 'job-invoice', job._id)).toHaveLength(1);
  });

  it('marks an invoice with nothing left to pay paid at once: a 100% deposit', async () => {
    const job = await crewed();
    await database.db
      .update(quotes)
      .set({ depositPercent: 100, depositCents: 97_500 })
      .where(eq(quotes.id, job.quoteId));
    const done = await calls.complete(pat.auth, job._id);
    expect(done.body).toMatchObject({ status: 'paid' });
    const admins = (await calls.read(admin.auth, job._id)).body as AdminJob;
    expect(admins.invoice).toMatchObject({ total: 975, depositPaid: 975, balance: 0, status: 'paid' });
    expect((await readInvoice(admins.invoice!._id)).body.paidAt).toEqual(expect.any(String));
  });

  it('checks the signature by its bytes (422) and its size (413), completing nothing', async () => {
    const job = await crewed();
    const notPng = `data:image/png;base64,${Buffer.from('GIF89a pretending').toString('base64')}`;
    expect((await calls.complete(pat.auth, job._id, calls.key(), notPng)).status).toBe(422);
    const pngOfSize = (size: number) =>
      `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8)]).toString('base64')}`;
    for (const size of [maxSignatureBytes + 1, maxSignatureBytes * 2]) {
      const refused = await calls.complete(pat.auth, job._id, calls.key(), pngOfSize(size));
      expect(refused.status).toBe(413);
      expect(refused.body.error!.message).toBe('The signature is larger than 200 KB.');
    }
    expect((await calls.read(admin.auth, job._id)).body).toMatchObject({ status: 'scheduled', completion: null });
  });
});

describe('GET /api/invoices/:id', () => {
  it('answers its customer and admins; a painter of the job and anyone else 404', async () => {
    const job = await crewed();
    await calls.complete(pat.auth, job._id);
    const invoiceId = ((await calls.read(admin.auth, job._id)).body as AdminJob).invoice!._id;
    expect((await readInvoice(invoiceId, admin.auth)).status).toBe(200);
    for (const person of [pat, await signedInUser(database)])
      expect((await readInvoice(invoiceId, person.auth)).status).toBe(404);
  });
});
