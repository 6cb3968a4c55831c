import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob } from '@/shared/answers/jobs';
import type { CreateQuoteInput } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { invoices, quotes } from '../db/schema';
import { quoteContentHash } from '../quotes/quote-content-hash';
import { type TestApp } from '../test/app';
import { type JobCalls, type Person, useJobTestApp } from '../test/jobs';
import { createQuoteRequest, pngSignature, quoteBody, quoteCalls, shopDay } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, painter: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat: painter } = world));

const quoteCall = () => quoteCalls(app);
const line = (description: string, unitPrice: number, quantity = 1) => ({
  description,
  quantity,
  unit: 'each',
  unitPrice,
});

/**
 * Prep for everyone ($100.00), radiators optional ($45.50), and three options: Good $400.00, Better $650.25
 * (two lines), Best $900.00. A 30% deposit, untaxed.
 */
const offer = (requestId: string, overrides: Partial<CreateQuoteInput> = {}) =>
  quoteBody(requestId, {
    lines: [line('Prep and protection', 100), { ...line('Paint the radiators', 45.5), optional: true }],
    options: [
      { name: 'Good', lines: [line('One coat', 400)] },
      { name: 'Better', lines: [line('Two coats', 600), line('Primer', 50.25)] },
      { name: 'Best', lines: [line('Two coats, premium paint', 900)] },
    ],
    ...overrides,
  });

async function sentOffer() {
  const request = await createQuoteRequest(database.db, customer.user.id);
  const created = await quoteCall().create(admin.auth, offer(request.id));
  expect(created.status).toBe(201);
  return (await quoteCall().send(admin.auth, created.body._id)).body;
}

const accept = (id: string, choice: object) =>
  quoteCall().call('POST', `/api/quotes/${id}/accept`, customer.auth, {
    signedName: 'Ada K. Lovelace',
    signature: pngSignature,
    ...choice,
  });

describe('a quote with options and optional lines', () => {
  it('answers each option with its total and deposit, and itself at the first option until chosen', async () => {
    const sent = await sentOffer();
    expect(sent.options.map(({ name, total, deposit }) => ({ name, total, deposit }))).toEqual([
      { name: 'Good', total: 500, deposit: 150 },
      { name: 'Better', total: 750.25, deposit: 225.08 },
      { name: 'Best', total: 1000, deposit: 300 },
    ]);
    expect(sent.lines.map(({ optional }) => optional)).toEqual([false, true]);
    expect(sent).toMatchObject({ total: 500, deposit: 150, chosenOption: null, chosenOptionalLines: null });
  });

  it('counts only what was chosen: the signed content, the total, the deposit, the job’s tools and its invoice', async () => {
    const sent = await sentOffer();
    const { status, body } = await accept(sent._id, { option: 'Better', optionalLines: [1] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ chosenOption: 'Better', chosenOptionalLines: [1], subtotal: 795.75, total: 795.75 });
    expect(body.deposit).toBe(238.73);
    expect(quoteContentHash(body)).toBe(body.acceptance!.contentHash);
    // The hash is of the choice: another choice of the same offer signs other content.
    expect(quoteContentHash({ ...body, chosenOption: 'Best' })).not.toBe(body.acceptance!.contentHash);

    await database.db.update(quotes).set({ status: 'deposit_paid' }).where(eq(quotes.id, sent._id));
    const job = await calls.create(admin.auth, {
      quoteId: sent._id,
      days: [shopDay(0)],
      painterIds: [painter.user.id],
    });
    expect(job.status).toBe(201);
    expect((job.body as AdminJob).quoteTotal).toBe(795.75);
    await calls.complete(painter.auth, job.body._id);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.jobId, job.body._id));
    expect(invoice!.lines.map(({ description }) => description)).toEqual([
      'Prep and protection',
      'Paint the radiators',
      'Two coats',
      'Primer',
    ]);
    expect(invoice!.totalCents).toBe(79_575);
  });

  it('refuses an acceptance without an option, or with one or a line it does not offer, changing nothing', async () => {
    const sent = await sentOffer();
    const refusals = [
      [{}, 'option', 'Choose one of the quote’s options.'],
      [{ option: 'Premium' }, 'option', 'That option is not on this quote.'],
      [{ option: 'Good', optionalLines: [0] }, 'optionalLines.0', 'That line is not an optional line of this quote.'],
      [{ option: 'Good', optionalLines: [7] }, 'optionalLines.0', 'That line is not an optional line of this quote.'],
      [{ option: 'Good', optionalLines: [1, 1] }, 'optionalLines', 'Each optional line once.'],
    ] as const;
    for (const [choice, path, message] of refusals) {
      const { status, body } = await accept(sent._id, choice);
      expect(status).toBe(422);
      expect(body.error).toMatchObject({ message, issues: [expect.objectContaining({ path, message })] });
    }
    expect((await quoteCall().read(admin.auth, sent._id)).body).toMatchObject({ status: 'sent', chosenOption: null });
  });

  it('refuses an option on a quote without options', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await quoteCall().create(admin.auth, quoteBody(request.id));
    await quoteCall().send(admin.auth, draft._id);
    const { status, body } = await accept(draft._id, { option: 'Good' });
    expect(status).toBe(422);
    expect(body.error?.message).toBe('This quote has no options.');
  });

  it('refuses an offer it cannot keep: four options, one, an empty one, twin names, an optional option line', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const one = { name: 'Good', lines: [line('One coat', 400)] };
    const bad: [Partial<CreateQuoteInput>, string, string][] = [
      [{ options: ['A', 'B', 'C', 'D'].map((name) => ({ ...one, name })) }, 'options', 'At most 3 options.'],
      [{ options: [one] }, 'options', 'Offer two or three options, or none.'],
      [{ options: [one, { name: 'Better', lines: [] }] }, 'options.1.lines', 'Give each option at least one line.'],
      [{ options: [one, { ...one, name: ' good ' }] }, 'options', 'Give each option its own name.'],
      [
        { options: [one, { name: 'Best', lines: [{ ...line('Extra', 5), optional: true }] }] },
        'options.1.lines',
        'Optional lines belong to the quote’s own lines, not to an option.',
      ],
      [
        { lines: [{ ...line('Radiators', 45), optional: true }], options: [] },
        'lines',
        'At least one line must not be optional.',
      ],
      [{ lines: [], options: [] }, 'lines', 'Add at least one line.'],
    ];
    for (const [overrides, path, message] of bad) {
      const { status, body } = await quoteCall().create(admin.auth, offer(request.id, overrides));
      expect(status, message).toBe(422);
      expect(body.error).toMatchObject({
        issues: expect.arrayContaining([expect.objectContaining({ path, message })]),
      });
    }
    expect(await database.db.select().from(quotes).where(eq(quotes.requestId, request.id))).toEqual([]);
  });
});
