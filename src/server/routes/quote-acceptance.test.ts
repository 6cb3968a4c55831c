import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@/shared/answers/quotes';
import { maxSignatureBytes } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import { quoteContentHash } from '../quotes/quote-content-hash';
import { jsonRequest, testMailSettings, type TestApp } from '../test/app';
import { createQuoteRequest, pngSignature, quoteBody, quoteCalls, quoteEmails, requestState } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened), { name: 'Ada Lovelace' });

const calls = () => quoteCalls(app);

/** A quote the shop priced and sent to the customer, through the API. */
async function sentQuote() {
  const request = await createQuoteRequest(database.db, customer.user.id);
  const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
  const { body } = await calls().send(admin.auth, draft._id);
  return body;
}

/** A PNG data URL of `bytes` bytes in all: the PNG signature, then filler. */
const pngOfSize = (bytes: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(bytes - 8, 7)]).toString('base64')}`;

describe('POST /api/quotes/:id/accept', () => {
  it('stores the name, the signature, the time, the address and the hash of what was accepted', async () => {
    const sent = await sentQuote();
    const { status, body } = await calls().accept(customer.auth, sent._id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'accepted',
      acceptedAt: expect.any(String),
      // Accepted from the email's link without opening it first: it was seen all the same.
      viewedAt: expect.any(String),
      acceptance: {
        signedName: 'Ada K. Lovelace',
        signature: pngSignature,
        ip: expect.any(String),
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        at: body.acceptedAt,
      },
    });
    // Anyone holding the answer can recompute the hash and see that what was signed is what is shown.
    expect(quoteContentHash(body)).toBe(body.acceptance!.contentHash);
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, sent._id));
    expect(stored!.signaturePng!.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect(await requestState(database.db, sent.requestId)).toBe('accepted');
    const [notice, ...more] = await quoteEmails(database.db, 'quote-accepted', sent._id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      toAddress: testMailSettings.shopEmail,
      replyTo: customer.user.email,
      data: { signedName: 'Ada K. Lovelace', customerEmail: customer.user.email, totalCents: 123_456 },
    });
  });

  it('keeps the time the customer first opened it', async () => {
    const sent = await sentQuote();
    const { body: viewed } = await calls().read(customer.auth, sent._id);
    const { body } = await calls().accept(customer.auth, sent._id);
    expect(body.viewedAt).toBe(viewed.viewedAt);
  });

  it('never changes once accepted: PUT, send, accept and decline are refused with why', async () => {
    const sent = await sentQuote();
    await calls().accept(customer.auth, sent._id);
    const content = { ...quoteBody(sent.requestId), requestId: undefined, version: sent.version };
    const refusals = [
      await calls().call('PUT', `/api/quotes/${sent._id}`, admin.auth, content),
      await calls().send(admin.auth, sent._id, sent.version),
      await calls().accept(customer.auth, sent._id),
      await calls().decline(customer.auth, sent._id),
    ];
    for (const { status, body } of refusals) {
      expect(status).toBe(409);
      expect(body.error?.message).toMatch(/accepted, and an accepted quote never changes/);
    }
    const { body } = await calls().read(customer.auth, sent._id);
    expect(body.total).toBe(1234.56);
    expect(quoteContentHash(body)).toBe(body.acceptance!.contentHash);
  });

  it('refuses a signature that is not a PNG by its bytes (422), whatever its data URL says', async () => {
    const sent = await sentQuote();
    const jpeg = `data:image/png;base64,${Buffer.from('ffd8ffe000104a464946', 'hex').toString('base64')}`;
    const { status, body } = await calls().accept(customer.auth, sent._id, jpeg);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { issues: [{ path: 'signature' }] } });
    const svg = await calls().accept(customer.auth, sent._id, 'data:image/svg+xml;base64,PHN2Zz4=');
    expect(svg.status).toBe(422);
    expect((await calls().read(customer.auth, sent._id)).body.status).toBe('viewed');
  });

  it('takes a signature of 200 KB and refuses a larger one with 413, as JSON', async () => {
    const sent = await sentQuote();
    const tooLarge = await calls().accept(customer.auth, sent._id, pngOfSize(maxSignatureBytes + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error?.message).toBe('The signature is larger than 200 KB.');
    const huge = await calls().accept(customer.auth, sent._id, pngOfSize(maxSignatureBytes * 2));
    expect(huge.status).toBe(413);
    const largest = await calls().accept(customer.auth, sent._id, pngOfSize(maxSignatureBytes));
    expect(largest.status).toBe(200);
  });

  it('lets one of two acceptances at once through', async () => {
    const sent = await sentQuote();
    const answers = await Promise.all([
      calls().accept(customer.auth, sent._id),
      calls().accept(customer.auth, sent._id),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(await quoteEmails(database.db, 'quote-accepted', sent._id)).toHaveLength(1);
  });
});

describe('POST /api/quotes/:id/decline', () => {
  it('keeps the reason, and gives the request back as declined', async () => {
    const sent = await sentQuote();
    const { status, body } = await calls().decline(customer.auth, sent._id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'declined',
      declinedAt: expect.any(String),
      declineReason: 'Too dear for us this year.',
      acceptance: null,
    });
    expect(await requestState(database.db, sent.requestId)).toBe('declined');
    const blank = await app.request(
      `/api/quotes/${sent._id}/decline`,
      jsonRequest('POST', { reason: '  ' }, customer.auth),
    );
    expect(blank.status).toBe(422);
  });
});

describe('quoteContentHash', () => {
  const accepted = async (): Promise<Quote> => {
    const sent = await sentQuote();
    return (await calls().accept(customer.auth, sent._id)).body;
  };

  it('changes when any line, or anything agreed, changes', async () => {
    const quote = await accepted();
    const hash = quoteContentHash(quote);
    const [first, ...rest] = quote.lines;
    const changedLines = [
      { ...first!, description: `${first!.description}.` },
      { ...first!, quantity: first!.quantity + 0.01 },
      { ...first!, unit: 'days' },
      { ...first!, unitPrice: first!.unitPrice + 0.01 },
      { ...first!, total: first!.total + 0.01 },
      { ...first!, productId: crypto.randomUUID() },
    ];
    for (const line of changedLines) expect(quoteContentHash({ ...quote, lines: [line, ...rest] })).not.toBe(hash);
    expect(quoteContentHash({ ...quote, lines: [...rest, first!] })).not.toBe(hash);
    for (const change of [
      { total: 1 },
      { deposit: 1 },
      { depositPercent: 31 },
      { validUntil: '2099-01-01' },
      { notes: '' },
      { address: 'Elsewhere' },
      { customerEmail: 'x@example.com' },
      { requestId: crypto.randomUUID() },
      { _id: crypto.randomUUID() },
    ])
      expect(quoteContentHash({ ...quote, ...change })).not.toBe(hash);
  });

  it('does not depend on the moves after acceptance, nor on the order of the fields', async () => {
    const quote = await accepted();
    const hash = quoteContentHash(quote);
    const paid: Quote = { ...quote, status: 'deposit_paid', depositPaidAt: new Date().toISOString() };
    expect(quoteContentHash(paid)).toBe(hash);
    const reordered = Object.fromEntries(Object.entries(quote).reverse()) as Quote;
    expect(quoteContentHash(reordered)).toBe(hash);
  });
});
