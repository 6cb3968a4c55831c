import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { QuoteStatus } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { quoteRequests, quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { requestedQuote, uploadedPhoto } from '../test/quote-requests';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
useTestApp(
  async (opened) => {
    ({ database, app } = opened);
    admin = await signedInUser(database, { role: 'admin' });
  },
  { freshEachTest: [quoteRequests] },
);

const read = async (path: string, auth: Record<string, string>) => {
  const response = await app.request(path, { headers: auth });
  return { status: response.status, total: response.headers.get('X-Total-Count'), body: await response.json() };
};
const idsOf = (body: unknown) => (body as QuoteRequest[]).map((request) => request._id);

/** A quote of the request straight in the table, as the quotes' own calls would leave it. */
async function quoteFor(requestId: string, status: QuoteStatus, totalCents: number, createdAt = new Date()) {
  const line = {
    description: 'Walls',
    quantityHundredths: 100,
    unit: 'room',
    unitPriceCents: totalCents,
    totalCents,
    productId: null,
  };
  await database.db.insert(quotes).values({
    requestId,
    lines: [line],
    subtotalCents: totalCents,
    totalCents,
    depositPercent: 0,
    depositCents: 0,
    validUntil: '2030-01-31',
    status,
    createdAt,
  });
}

/** Moves a request as the quotes' calls do. */
const setState = (id: string, state: QuoteRequest['state']) =>
  database.db.update(quoteRequests).set({ state }).where(eq(quoteRequests.id, id));

describe('GET /api/quote-requests/mine', () => {
  it("answers the caller's own requests, newest first, with their photos", async () => {
    const customer = await signedInUser(database);
    const stranger = await signedInUser(database);
    const photo = await uploadedPhoto(app, customer.auth);
    const older = await requestedQuote(app, customer.auth, [photo._id]);
    const newer = await requestedQuote(app, customer.auth);
    await requestedQuote(app, stranger.auth);
    const { status, body } = await read('/api/quote-requests/mine', customer.auth);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([newer._id, older._id]);
    expect((body as QuoteRequest[])[1]).toEqual(older);
    expect((body as QuoteRequest[])[1]!.photos).toEqual([photo]);
  });

  it('answers the signed out 401', async () => {
    expect((await app.request('/api/quote-requests/mine')).status).toBe(401);
  });
});

describe("a request's quote", () => {
  it('is its latest quote; a draft is shown to admins and hidden from its customer', async () => {
    const customer = await signedInUser(database);
    const request = await requestedQuote(app, customer.auth);
    await quoteFor(request._id, 'declined', 90_000, new Date(Date.now() - 60_000));
    await quoteFor(request._id, 'draft', 123_456);
    const forAdmin = await read(`/api/quote-requests/${request._id}`, admin.auth);
    expect(forAdmin.body).toMatchObject({ quote: { _id: expect.any(String), status: 'draft', total: 1234.56 } });
    const forCustomer = await read(`/api/quote-requests/${request._id}`, customer.auth);
    expect(forCustomer.body).toMatchObject({ quote: { status: 'declined', total: 900 } });
    const mine = await read('/api/quote-requests/mine', customer.auth);
    expect((mine.body as QuoteRequest[])[0]!.quote).toMatchObject({ status: 'declined' });
  });

  it('is null for a customer whose only quote is a draft, and shown once sent', async () => {
    const customer = await signedInUser(database);
    const request = await requestedQuote(app, customer.auth);
    await quoteFor(request._id, 'draft', 50_000);
    expect((await read(`/api/quote-requests/${request._id}`, customer.auth)).body).toMatchObject({ quote: null });
    await database.db.update(quotes).set({ status: 'sent' });
    expect((await read(`/api/quote-requests/${request._id}`, customer.auth)).body).toMatchObject({
      quote: { status: 'sent', total: 500 },
    });
  });
});

describe('GET /api/quote-requests/:id', () => {
  it('answers its customer and admins; another customer 404, the signed out 401', async () => {
    const customer = await signedInUser(database);
    const request = await requestedQuote(app, customer.auth);
    const path = `/api/quote-requests/${request._id}`;
    expect(await read(path, customer.auth)).toMatchObject({ status: 200, body: request });
    expect(await read(path, admin.auth)).toMatchObject({ status: 200, body: request });
    expect((await read(path, (await signedInUser(database)).auth)).status).toBe(404);
    expect((await app.request(path)).status).toBe(401);
    expect((await read('/api/quote-requests/not-an-id', admin.auth)).status).toBe(404);
  });
});

describe('GET /api/quote-requests', () => {
  it('answers admins every request newest first, paged with X-Total-Count', async () => {
    const customer = await signedInUser(database);
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push((await requestedQuote(app, customer.auth))._id);
    const newestFirst = made.reverse();
    const all = await read('/api/quote-requests', admin.auth);
    expect(all).toMatchObject({ status: 200, total: '3' });
    expect(idsOf(all.body)).toEqual(newestFirst);
    const second = await read('/api/quote-requests?limit=1&offset=1', admin.auth);
    expect(second.total).toBe('3');
    expect(idsOf(second.body)).toEqual([newestFirst[1]]);
  });

  it('filters by state, counting only that state', async () => {
    const customer = await signedInUser(database);
    const [fresh, quoted, paid] = [
      await requestedQuote(app, customer.auth),
      await requestedQuote(app, customer.auth),
      await requestedQuote(app, customer.auth),
    ];
    await setState(quoted._id, 'quoted');
    await setState(paid._id, 'deposit_paid');
    for (const [state, expected] of [
      ['new', [fresh._id]],
      ['quoted', [quoted._id]],
      ['deposit_paid', [paid._id]],
      ['declined', []],
    ] as const) {
      const { status, total, body } = await read(`/api/quote-requests?state=${state}`, admin.auth);
      expect(status).toBe(200);
      expect(total).toBe(String(expected.length));
      expect(idsOf(body)).toEqual(expected);
    }
    expect((await read('/api/quote-requests?state=deposit_paid', admin.auth)).body).toMatchObject([
      { state: 'deposit_paid' },
    ]);
  });

  it('shows a quote past its last day as expired, and its request as new again, before the job runs', async () => {
    const customer = await signedInUser(database);
    const request = await requestedQuote(app, customer.auth);
    await quoteFor(request._id, 'sent', 5_000);
    await setState(request._id, 'quoted');
    await database.db.update(quotes).set({ validUntil: '2020-01-31' }).where(eq(quotes.requestId, request._id));
    const listed = (await read('/api/quote-requests?state=new', admin.auth)).body as QuoteRequest[];
    expect(listed.map(({ _id, state, quote }) => ({ _id, state, status: quote?.status }))).toEqual([
      { _id: request._id, state: 'new', status: 'expired' },
    ]);
    const mine = (await read('/api/quote-requests/mine', customer.auth)).body as QuoteRequest[];
    expect(mine[0]).toMatchObject({ state: 'new', quote: { status: 'expired' } });
  });

  it('refuses an unknown state or a bad page with 422, customers with 403 and the signed out with 401', async () => {
    expect((await read('/api/quote-requests?state=lost', admin.auth)).status).toBe(422);
    expect((await read('/api/quote-requests?limit=0', admin.auth)).status).toBe(422);
    expect((await read('/api/quote-requests', (await signedInUser(database)).auth)).status).toBe(403);
    expect((await app.request('/api/quote-requests')).status).toBe(401);
  });
});
