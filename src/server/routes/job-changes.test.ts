import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobChange } from '@/shared/answers/job-changes';
import type { AdminJob, CustomerJob, PainterJob } from '@/shared/answers/jobs';
import { unpricedByPainter } from '@/shared/schemas/job-change';
import type { DatabaseHandle } from '../db/client';
import { emails, invoices, jobChanges, quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { pngSignature } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person, robin: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat, robin } = world), { name: 'Ada Lovelace' });

const keyed = (key: string = crypto.randomUUID()) => ({ 'Idempotency-Key': key });
const propose = (auth: Record<string, string>, jobId: string, body: object, headers = keyed()) =>
  calls.call('POST', `/api/jobs/${jobId}/changes`, auth, body, headers);
const price = (auth: Record<string, string>, id: string, lines: object[]) =>
  calls.call('PUT', `/api/changes/${id}`, auth, { lines });
const approve = (auth: Record<string, string>, id: string) =>
  calls.call('POST', `/api/changes/${id}/approve`, auth, { signedName: 'Ada K. Lovelace', signature: pngSignature });
const decline = (auth: Record<string, string>, id: string) => calls.call('POST', `/api/changes/${id}/decline`, auth);

/** Filling a crack: 2 hours at $40 of labour and a tub of filler from the catalogue, $12.50. */
const crackLines = [
  { description: 'Fill the crack above the window', quantity: 2, unit: 'hours', unitPrice: 40 },
  { description: 'Filler', quantity: 1, unit: 'tub', unitPrice: 12.5 },
];

async function proposedChange() {
  const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
  const { status, body } = await propose(pat.auth, job._id, { description: 'A crack above the window to fill.' });
  expect(status).toBe(201);
  return { job, change: body as unknown as { _id: string; status: string } };
}

describe('a change to a job, proposed on site', () => {
  it('is kept once however often the phone sends it, and shows its painters its state, never a price', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    const headers = keyed('change-1');
    const first = await propose(pat.auth, job._id, { description: 'Sand the stair rail too.' }, headers);
    const replay = await propose(pat.auth, job._id, { description: 'Sand the stair rail too.' }, headers);
    expect(first).toEqual({
      status: 201,
      body: { _id: expect.any(String), description: 'Sand the stair rail too.', status: 'proposed' },
    });
    expect(replay).toEqual(first);
    expect(await database.db.select().from(jobChanges).where(eq(jobChanges.jobId, job._id))).toHaveLength(1);
    await price(admin.auth, first.body._id, crackLines);
    const painters = (await calls.read(pat.auth, job._id)).body as PainterJob;
    expect(painters.changes).toEqual([
      { _id: first.body._id, description: 'Sand the stair rail too.', status: 'priced' },
    ]);
  });

  it('refuses a price from a painter, an empty description, a photo of another job; another painter hears 404', async () => {
    const { job } = await proposedChange();
    const refusals = [
      [{ description: 'Paint the shed', lines: crackLines }, unpricedByPainter],
      [{ description: '  ' }, 'Description is required.'],
      [{ description: 'Shed', photoIds: [crypto.randomUUID()] }, 'That photo is not one of this job’s.'],
    ] as const;
    for (const [body, message] of refusals) {
      const { status, body: answer } = await propose(pat.auth, job._id, body);
      expect(status).toBe(422);
      expect(answer.error?.message).toBe(message);
    }
    expect((await propose(robin.auth, job._id, { description: 'Not my job' })).status).toBe(404);
    expect((await propose(admin.auth, job._id, { description: 'Admin' })).status).toBe(403);
    expect(await database.db.select().from(jobChanges).where(eq(jobChanges.jobId, job._id))).toHaveLength(1);
  });
});

describe('pricing and deciding a change', () => {
  it('is priced by the shop with the quote’s tax, emails the customer, and approved reaches the invoice', async () => {
    const { job, change } = await proposedChange();
    // The job's quote taxed tools at 10% in its state, not labour: only the filler is taxed ($1.25).
    await database.db
      .update(quotes)
      .set({ taxState: 'WA', taxPercentThousandths: 10_000, taxPainting: false })
      .where(eq(quotes.id, job.quoteId));
    const lines = [crackLines[0]!, { ...crackLines[1]!, productId: (job as AdminJob).tools[0]!.productId }];
    expect((await price(pat.auth, change._id, lines)).status).toBe(403);
    const priced = await price(admin.auth, change._id, lines);
    expect(priced.status).toBe(200);
    expect(priced.body as unknown as JobChange).toMatchObject({
      status: 'priced',
      subtotal: 92.5,
      tax: 1.25,
      total: 93.75,
    });
    const [mail] = await database.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'change-priced'), sql`${emails.data}->>'changeId' = ${change._id}`));
    expect(mail).toMatchObject({ toAddress: customer.user.email, data: { changeId: change._id, totalCents: 9375 } });
    const again = await price(admin.auth, change._id, crackLines);
    expect(again.body.error?.message).toBe('This change is priced already: its customer decides on that price.');
    const seen = ((await calls.read(customer.auth, job._id)).body as CustomerJob).changes[0]!;
    expect(seen).toMatchObject({ status: 'priced', total: 93.75, proposedBy: pat.user.name });

    expect((await approve(admin.auth, change._id)).status).toBe(403);
    expect((await approve((await signedInUser(database)).auth, change._id)).status).toBe(404);
    const approved = await approve(customer.auth, change._id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', signedName: 'Ada K. Lovelace' });
    expect((await approve(customer.auth, change._id)).body.error?.message).toBe(
      'This change was approved: it no longer changes.',
    );
    expect((await price(admin.auth, change._id, crackLines)).status).toBe(409);

    await calls.complete(pat.auth, job._id);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.jobId, job._id));
    expect(invoice!.lines.filter(({ kind }) => kind === 'change').map(({ description }) => description)).toEqual([
      'Fill the crack above the window',
      'Filler',
    ]);
  });

  it('declined stays on record, off the invoice; one not yet priced cannot be decided', async () => {
    const { job, change } = await proposedChange();
    expect((await decline(customer.auth, change._id)).body.error?.message).toBe(
      'The shop has not priced this change yet.',
    );
    await price(admin.auth, change._id, crackLines);
    expect((await decline(customer.auth, change._id)).body).toMatchObject({ status: 'declined' });
    expect((await approve(customer.auth, change._id)).status).toBe(409);
    await calls.complete(pat.auth, job._id);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.jobId, job._id));
    expect(invoice!.lines.some(({ kind }) => kind === 'change')).toBe(false);
    expect(((await calls.read(admin.auth, job._id)).body as AdminJob).changes).toMatchObject([{ status: 'declined' }]);
  });
});
