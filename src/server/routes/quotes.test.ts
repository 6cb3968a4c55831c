import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import {
  createQuoteRequest,
  quoteBody,
  quoteCalls,
  quoteEmails,
  quoteInStatus,
  requestState,
  shopDay,
} from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened), { name: 'Ada Lovelace' });

const calls = () => quoteCalls(app);
const newRequest = () => createQuoteRequest(database.db, customer.user.id);

describe('POST /api/quotes', () => {
  it('prices a draft in cents: 2.5 hours at $45.99 is $114.98, and the deposit is rounded to the cent', async () => {
    const request = await newRequest();
    const { status, body } = await calls().create(
      admin.auth,
      quoteBody(request.id, {
        lines: [
          { description: 'Hall walls', quantity: 2.5, unit: 'hours', unitPrice: 45.99 },
          { description: 'Trim paint', quantity: 1, unit: 'gallon', unitPrice: 0.01 },
        ],
        depositPercent: 33,
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      requestId: request.id,
      status: 'draft',
      customerName: 'Ada Lovelace',
      customerEmail: customer.user.email,
      address: request.address,
      total: 114.99,
      depositPercent: 33,
      deposit: 37.95,
      sentAt: null,
      acceptance: null,
    });
    expect(body.lines.map((line) => line.total)).toEqual([114.98, 0.01]);
    expect(body.lines[0]).toMatchObject({ quantity: 2.5, unitPrice: 45.99, productId: null });
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, body._id));
    expect(stored).toMatchObject({ totalCents: 11_499, depositCents: 3795 });
    expect(stored!.lines[0]).toMatchObject({ quantityHundredths: 250, unitPriceCents: 4599, totalCents: 11_498 });
    // A draft does not move its request: the shop has not answered yet.
    expect(await requestState(database.db, request.id)).toBe('new');
  });

  it('keeps the tool of a line picked from the catalogue, at the price the admin gave', async () => {
    const tool = await createTool(database.db, { priceCents: 3450 });
    const request = await newRequest();
    const line = { description: 'Roller kit', quantity: 1, unit: 'each', unitPrice: 30, productId: tool.id };
    const { status, body } = await calls().create(admin.auth, quoteBody(request.id, { lines: [line] }));
    expect(status).toBe(201);
    expect(body.lines[0]).toMatchObject({ productId: tool.id, unitPrice: 30, total: 30 });
  });

  it('refuses a tool that is not in the catalogue, naming its line', async () => {
    const request = await newRequest();
    const lines = [
      { description: 'Labour', quantity: 1, unit: 'hours', unitPrice: 50 },
      { description: 'Gone', quantity: 1, unit: 'each', unitPrice: 5, productId: crypto.randomUUID() },
    ];
    const { status, body } = await calls().create(admin.auth, quoteBody(request.id, { lines }));
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { issues: [{ path: 'lines.1.productId' }] } });
  });

  it('answers 404 for a request that does not exist and 422 for a day that has passed', async () => {
    expect((await calls().create(admin.auth, quoteBody(crypto.randomUUID()))).status).toBe(404);
    const request = await newRequest();
    const past = await calls().create(admin.auth, quoteBody(request.id, { validUntil: shopDay(-1) }));
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ error: { issues: [{ path: 'validUntil' }] } });
    // The shop's today is still valid: the customer may accept until the day ends.
    expect((await calls().create(admin.auth, quoteBody(request.id, { validUntil: shopDay(0) }))).status).toBe(201);
  });

  it('allows one live quote per request: a second only once the first was declined or expired', async () => {
    const request = await newRequest();
    expect((await calls().create(admin.auth, quoteBody(request.id))).status).toBe(201);
    const second = await calls().create(admin.auth, quoteBody(request.id));
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toMatch(/already has a quote/);
    await database.db.update(quotes).set({ status: 'declined' }).where(eq(quotes.requestId, request.id));
    expect((await calls().create(admin.auth, quoteBody(request.id))).status).toBe(201);
  });

  it('lets two admins racing for one request create one quote', async () => {
    const request = await newRequest();
    const answers = await Promise.all([1, 2, 3].map(() => calls().create(admin.auth, quoteBody(request.id))));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409]);
  });
});

describe('PUT /api/quotes/:id', () => {
  it('replaces a draft whole and prices it again', async () => {
    const request = await newRequest();
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    const change = {
      lines: [{ description: 'Bedroom', quantity: 3, unit: 'hours', unitPrice: 60 }],
      notes: 'Second coat included.',
      depositPercent: 50,
      validUntil: shopDay(30),
      version: draft.version,
    };
    const { status, body } = await calls().call('PUT', `/api/quotes/${draft._id}`, admin.auth, change);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'draft',
      total: 180,
      deposit: 90,
      notes: change.notes,
      validUntil: shopDay(30),
      version: 2,
    });
    expect(body.lines).toHaveLength(1);
  });

  it('answers 404 for a quote that does not exist', async () => {
    const { lines, notes, depositPercent, validUntil } = quoteBody(crypto.randomUUID());
    const body = { lines, notes, depositPercent, validUntil, version: 1 };
    expect((await calls().call('PUT', `/api/quotes/${crypto.randomUUID()}`, admin.auth, body)).status).toBe(404);
  });
});

describe('POST /api/quotes/:id/send', () => {
  it('sends a draft: the request is quoted, and the customer is emailed the total, deposit and link', async () => {
    const request = await newRequest();
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    const { status, body } = await calls().send(admin.auth, draft._id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'sent', sentAt: expect.any(String), total: 1234.56, deposit: 370.37 });
    expect(await requestState(database.db, request.id)).toBe('quoted');
    const [email, ...more] = await quoteEmails(database.db, 'quote-sent', draft._id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      toAddress: customer.user.email,
      data: { totalCents: 123_456, depositCents: 37_037, depositPercent: 30, validUntil: shopDay(14) },
    });
  });

  it('refuses a draft whose last valid day has passed (422), and leaves it a draft', async () => {
    const draft = await quoteInStatus(database.db, customer.user.id, 'draft');
    await database.db
      .update(quotes)
      .set({ validUntil: shopDay(-1) })
      .where(eq(quotes.id, draft.id));
    const { status, body } = await calls().send(admin.auth, draft.id);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { issues: [{ path: 'validUntil' }] } });
    expect((await database.db.select().from(quotes).where(eq(quotes.id, draft.id)))[0]?.status).toBe('draft');
    expect(await quoteEmails(database.db, 'quote-sent', draft.id)).toEqual([]);
  });
});

describe('GET /api/quotes/:id', () => {
  it("moves a sent quote to viewed on its customer's first read, not on an admin's", async () => {
    const sent = await quoteInStatus(database.db, customer.user.id, 'sent');
    const byAdmin = await calls().read(admin.auth, sent.id);
    expect(byAdmin.body).toMatchObject({ status: 'sent', viewedAt: null });
    const first = await calls().read(customer.auth, sent.id);
    expect(first.body).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) });
    const again = await calls().read(customer.auth, sent.id);
    expect(again.body.viewedAt).toBe(first.body.viewedAt);
  });

  it('hides a draft from its customer and every quote from other customers', async () => {
    const draft = await quoteInStatus(database.db, customer.user.id, 'draft');
    const sent = await quoteInStatus(database.db, customer.user.id, 'sent');
    const stranger = await signedInUser(database);
    expect((await calls().read(customer.auth, draft.id)).status).toBe(404);
    expect((await calls().read(admin.auth, draft.id)).status).toBe(200);
    expect((await calls().read(stranger.auth, sent.id)).status).toBe(404);
    expect((await app.request(`/api/quotes/${sent.id}`)).status).toBe(401);
    expect((await calls().read(customer.auth, 'not-an-id')).status).toBe(404);
  });

  it('is never kept by an HTTP cache', async () => {
    const sent = await quoteInStatus(database.db, customer.user.id, 'sent');
    const response = await app.request(`/api/quotes/${sent.id}`, { headers: admin.auth });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
