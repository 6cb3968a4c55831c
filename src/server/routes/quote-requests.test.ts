import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { DatabaseHandle } from '../db/client';
import { bookings, emails, idempotencyKeys, quotePhotos, quoteRequests, rateLimitWindows } from '../db/schema';
import { appWithRateLimits, jsonRequest, signedInUser, testMailSettings, type TestApp } from '../test/app';
import { quoteRequestBody, requestedQuote, uploadedPhoto } from '../test/quote-requests';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened), {
  freshEachTest: [quoteRequests, quotePhotos, emails, rateLimitWindows, idempotencyKeys],
});

const post = (body: unknown, auth: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request('/api/quote-requests', jsonRequest('POST', body, { ...auth, ...headers }));
const storedRequests = () => database.db.select().from(quoteRequests);
const shopNotices = () => database.db.select().from(emails).where(eq(emails.toAddress, testMailSettings.shopEmail));
const photoRow = async (id: string) => (await database.db.select().from(quotePhotos).where(eq(quotePhotos.id, id)))[0];
const issuesOf = async (response: Response) =>
  ((await response.json()) as { error: { issues: { path: string }[] } }).error.issues.map((issue) => issue.path);

let visitSequence = 0;
/** A visit in the calendar, booked as `overrides` say. */
async function visit(overrides: Partial<typeof bookings.$inferInsert>) {
  visitSequence += 1;
  const [row] = await database.db
    .insert(bookings)
    .values({
      startsAt: new Date(Date.UTC(2030, 0, 1, 9) + visitSequence * 3_600_000),
      name: 'Visitor',
      email: 'visitor@example.com',
      phone: '+1 541 555 0100',
      address: '1 Main St',
      ...overrides,
    })
    .returning();
  return row!;
}

describe('POST /api/quote-requests', () => {
  it('keeps the request with its photos in the given order, claims them, and tells the shop', async () => {
    const customer = await signedInUser(database, { name: 'Mae Jemison' });
    const [first, second] = [await uploadedPhoto(app, customer.auth), await uploadedPhoto(app, customer.auth)];
    const response = await post(quoteRequestBody([second._id, first._id]), customer.auth);
    expect(response.status).toBe(201);
    const request = (await response.json()) as QuoteRequest;
    expect(request).toEqual({
      _id: expect.any(String),
      customerName: 'Mae Jemison',
      customerEmail: customer.user.email,
      address: '18 Willow Street, Eugene',
      siteState: 'OR',
      siteZip: '97401',
      rooms: [
        { name: 'Living room', surfaces: ['walls', 'ceiling'], size: 'about 20 m²', colours: 'Swiss Coffee' },
        { name: 'Front door', surfaces: ['doors', 'trim'], size: '', colours: '' },
      ],
      notes: 'The ceiling has a crack near the window.',
      photos: [second, first],
      visitId: null,
      state: 'new',
      quote: null,
      createdAt: expect.any(String),
    });
    expect((await photoRow(first._id))?.requestId).toBe(request._id);
    expect((await photoRow(second._id))?.requestId).toBe(request._id);

    const [notice, ...others] = await shopNotices();
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ kind: 'quote-requested', replyTo: customer.user.email });
    expect(notice!.data).toEqual({
      requestId: request._id,
      customerName: 'Mae Jemison',
      customerEmail: customer.user.email,
      address: '18 Willow Street, Eugene, OR 97401',
      rooms: request.rooms,
      notes: request.notes,
      photoCount: 2,
    });
  });

  it('takes a request without photos', async () => {
    const customer = await signedInUser(database);
    const response = await post(quoteRequestBody([], { notes: undefined }), customer.auth);
    expect(response.status).toBe(201);
    expect((await response.json()) as QuoteRequest).toMatchObject({ photos: [], notes: '' });
  });

  it("refuses another customer's photo with 422 on its place in photoIds, keeping nothing", async () => {
    const customer = await signedInUser(database);
    const stranger = await signedInUser(database);
    const mine = await uploadedPhoto(app, customer.auth);
    const theirs = await uploadedPhoto(app, stranger.auth);
    const response = await post(quoteRequestBody([mine._id, theirs._id]), customer.auth);
    expect(response.status).toBe(422);
    expect(await issuesOf(response)).toEqual(['photoIds.1']);
    expect(await storedRequests()).toEqual([]);
    expect((await photoRow(mine._id))?.requestId).toBeNull();
    expect(await shopNotices()).toEqual([]);
  });

  it('refuses a photo another request claimed, and one that does not exist', async () => {
    const customer = await signedInUser(database);
    const photo = await uploadedPhoto(app, customer.auth);
    await requestedQuote(app, customer.auth, [photo._id]);
    const again = await post(quoteRequestBody([photo._id]), customer.auth);
    expect(again.status).toBe(422);
    expect(await issuesOf(again)).toEqual(['photoIds.0']);
    const unknown = await post(quoteRequestBody(['00000000-0000-4000-8000-000000000000']), customer.auth);
    expect(await issuesOf(unknown)).toEqual(['photoIds.0']);
    expect(await storedRequests()).toHaveLength(1);
  });

  it('lets one of two requests racing for the same photo have it, the other refused with 422', async () => {
    const customer = await signedInUser(database);
    const photo = await uploadedPhoto(app, customer.auth);
    const answers = await Promise.all([1, 2].map(() => post(quoteRequestBody([photo._id]), customer.auth)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const [kept] = await storedRequests();
    expect((await photoRow(photo._id))?.requestId).toBe(kept!.id);
  });

  it.each([
    ['no rooms', { rooms: [] }, 'rooms'],
    ['a room with nothing to paint', { rooms: [{ name: 'Hall', surfaces: [] }] }, 'rooms.0.surfaces'],
    ['an unknown surface', { rooms: [{ name: 'Hall', surfaces: ['floor'] }] }, 'rooms.0.surfaces.0'],
    ['a blank address', { address: '  ' }, 'address'],
    [
      'eleven photos',
      { photoIds: Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${10 + i}`) },
      'photoIds',
    ],
    ['a visit that is not an id', { visitId: 'tomorrow' }, 'visitId'],
  ])('refuses %s with 422 on that field', async (_label, change, field) => {
    const customer = await signedInUser(database);
    const response = await post({ ...quoteRequestBody(), ...change }, customer.auth);
    expect(response.status).toBe(422);
    expect(await issuesOf(response)).toContain(field);
    expect(await storedRequests()).toEqual([]);
  });

  it('follows a visit of the customer: booked signed in, or with the email the account verified', async () => {
    const customer = await signedInUser(database, { emailVerified: true });
    const bookedSignedIn = await visit({ userId: customer.user.id });
    const bookedByEmail = await visit({ email: customer.user.email });
    for (const { id } of [bookedSignedIn, bookedByEmail]) {
      const response = await post(quoteRequestBody([], { visitId: id }), customer.auth);
      expect(response.status).toBe(201);
      expect(((await response.json()) as QuoteRequest).visitId).toBe(id);
    }
  });

  it("refuses another's visit, and one booked with an email the account has not verified, with 422", async () => {
    const customer = await signedInUser(database, { emailVerified: false });
    const stranger = await signedInUser(database);
    for (const { id } of [await visit({ userId: stranger.user.id }), await visit({ email: customer.user.email })]) {
      const response = await post(quoteRequestBody([], { visitId: id }), customer.auth);
      expect(response.status).toBe(422);
      expect(await issuesOf(response)).toEqual(['visitId']);
    }
    expect(await storedRequests()).toEqual([]);
  });

  it('answers a repeat of its Idempotency-Key with the first request, keeping one and telling the shop once', async () => {
    const customer = await signedInUser(database);
    const photo = await uploadedPhoto(app, customer.auth);
    const key = { 'Idempotency-Key': 'quote-request-0001' };
    const first = await post(quoteRequestBody([photo._id]), customer.auth, key);
    const again = await post(quoteRequestBody([photo._id]), customer.auth, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await storedRequests()).toHaveLength(1);
    expect(await shopNotices()).toHaveLength(1);

    const changed = await post(quoteRequestBody([photo._id], { address: '2 Other Rd' }), customer.auth, key);
    expect(changed.status).toBe(422);
    expect(await storedRequests()).toHaveLength(1);
  });

  it('limits each customer’s requests with 429', async () => {
    const limited = appWithRateLimits(database, { quoteRequests: { limit: 1, windowMs: 60_000 } });
    const customer = await signedInUser(database);
    const ask = () => limited.request('/api/quote-requests', jsonRequest('POST', quoteRequestBody(), customer.auth));
    expect((await ask()).status).toBe(201);
    expect((await ask()).status).toBe(429);
    expect(await storedRequests()).toHaveLength(1);
  });

  it('refuses the signed out with 401', async () => {
    expect((await post(quoteRequestBody(), {})).status).toBe(401);
  });
});
