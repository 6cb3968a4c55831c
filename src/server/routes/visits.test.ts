import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeyLifetimeMs } from '@/shared/idempotency';
import type { Slot, Visit } from '@/shared/answers/visits';
import type { DatabaseHandle } from '../db/client';
import { bookings, idempotencyKeys, rateLimitWindows } from '../db/schema';
import { forgetOldIdempotencyKeys } from '../http/idempotency';
import { type createTestApp, jsonRequest, signedInUser, appWithRateLimits } from '../test/app';
import { useTestApp } from '../test/use-test-app';
import { freeSlots as freeSlotsOf, visitBody } from '../test/visits';

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
useTestApp((opened) => ({ database, app } = opened), {
  freshEachTest: [bookings, rateLimitWindows, idempotencyKeys],
});

const freeSlots = () => freeSlotsOf(app);
const visit = visitBody;
const book = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/bookings', jsonRequest('POST', body, headers));

describe('GET /api/slots', () => {
  it('answers the visits of the next 14 days from today, with their offset, free or not', async () => {
    const slots = (await (await app.request('/api/slots')).json()) as Slot[];
    // Any 14 days hold 10 weekdays, of 16 visits each (today's, passed or not, among them).
    expect(slots).toHaveLength(160);
    expect(slots[0]!.start).toMatch(/^\d{4}-\d{2}-\d{2}T(09|1\d):[03]0:00[+-]\d{2}:\d{2}$/);
    const [first] = await freeSlots();
    expect((await book(visit(first!.start))).status).toBe(201);
    const after = (await (await app.request('/api/slots')).json()) as Slot[];
    expect(after.find((slot) => slot.start === first!.start)?.available).toBe(false);
  });

  it('takes a window and refuses one it cannot read', async () => {
    const slots = (await (await app.request('/api/slots?from=2030-01-07&days=5')).json()) as Slot[];
    expect(slots).toHaveLength(5 * 16);
    expect(slots[0]!.start).toBe('2030-01-07T09:00:00-05:00');
    // Years ahead: listed, not bookable.
    expect(slots.some((slot) => slot.available)).toBe(false);
    expect((await app.request('/api/slots?days=15')).status).toBe(422);
    expect((await app.request('/api/slots?from=next-monday')).status).toBe(422);
  });
});

describe('POST /api/bookings', () => {
  it('books a free visit once: 201 with the booking, then 409 for the same time', async () => {
    const [slot] = await freeSlots();
    const first = await book(visit(slot!.start));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ start: slot!.start, name: 'Rosa Painter', phone: '+1 (541) 555-0134' });
    const second = await book(visit(slot!.start, { email: 'someone.else@example.com' }));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: 'slot_taken' } });
  });

  it('gives one slot to exactly one of 20 people booking it at the same moment', async () => {
    const [slot] = await freeSlots();
    const racing = appWithRateLimits(database, { bookings: { limit: 100, windowMs: 60_000 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        racing.request(
          '/api/bookings',
          jsonRequest('POST', visit(slot!.start, { email: `racer${index}@example.com` })),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await database.db.select().from(bookings)).toHaveLength(1);
  });

  it('refuses with 422 a time that is not a visit, has passed, or a field that is missing', async () => {
    const [slot] = await freeSlots();
    const quarterPast = slot!.start.replace(/:(00|30):00/, ':15:00');
    for (const start of [quarterPast, '2020-01-06T10:00:00-05:00', 'soon']) {
      const answer = await book(visit(start));
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe('start');
    }
    expect((await book({ ...visit(slot!.start), phone: '' })).status).toBe(422);
    expect((await book({ ...visit(slot!.start), email: 'not-an-email' })).status).toBe(422);
    expect(await database.db.select().from(bookings)).toHaveLength(0);
  });

  it('answers a replay with the same Idempotency-Key as the first time, storing one booking', async () => {
    const [slot] = await freeSlots();
    const key = { 'Idempotency-Key': 'booking-replay-0001' };
    const first = await book(visit(slot!.start), key);
    const again = await book(visit(slot!.start), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await database.db.select().from(bookings)).toHaveLength(1);
  });

  it('answers a replay of a booking it took as the first time after the visit has passed and the limit is spent', async () => {
    const slots = await freeSlots();
    const key = { 'Idempotency-Key': 'booking-lost-answer-01' };
    const first = await book(visit(slots[0]!.start), key);
    expect(first.status).toBe(201);
    for (const slot of slots.slice(1, 10)) await book(visit(slot.start));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(slots[0]!.start) + 60 * 60 * 1000 });
    try {
      // The phone's answer was lost; it replays an hour after the visit began, with no bookings left to it.
      const again = await book(visit(slots[0]!.start), key);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      // A new booking of that time is refused as passed, and the address's limit holds.
      expect((await book(visit(slots[0]!.start))).status).not.toBe(201);
    } finally {
      vi.useRealTimers();
    }
    expect(await database.db.select().from(bookings)).toHaveLength(10);
  });

  it('keeps an Idempotency-Key for as long as a device may replay it', async () => {
    const [slot] = await freeSlots();
    await book(visit(slot!.start), { 'Idempotency-Key': 'booking-kept-key-01' });
    const day = 24 * 60 * 60 * 1000;
    await forgetOldIdempotencyKeys(database.db, new Date(Date.now() + idempotencyKeyLifetimeMs - day));
    expect(await database.db.select().from(idempotencyKeys)).toHaveLength(1);
    await forgetOldIdempotencyKeys(database.db, new Date(Date.now() + idempotencyKeyLifetimeMs + day));
    expect(await database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('is rate limited per address', async () => {
    const slots = await freeSlots();
    const statuses: number[] = [];
    for (const slot of slots.slice(0, 11)) statuses.push((await book(visit(slot.start))).status);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe('the calendar of visits', () => {
  it('lists upcoming visits to admins soonest first, paged; a customer sees and cancels those booked signed in', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database);
    const slots = await freeSlots();
    for (const [index, slot] of slots.slice(0, 3).entries())
      await book(visit(slot.start), index === 1 ? customer.auth : {});

    const page = await app.request('/api/bookings?limit=2&offset=0', { headers: admin.auth });
    expect(page.headers.get('X-Total-Count')).toBe('3');
    expect(((await page.json()) as Visit[]).map((booking) => booking.start)).toEqual([
      slots[0]!.start,
      slots[1]!.start,
    ]);

    const mine = (await (await app.request('/api/bookings/mine', { headers: customer.auth })).json()) as Visit[];
    expect(mine.map((booking) => booking.start)).toEqual([slots[1]!.start]);
    const cancelled = await app.request(`/api/bookings/${mine[0]!._id}`, { method: 'DELETE', headers: customer.auth });
    expect(cancelled.status).toBe(200);
    expect((await freeSlots()).some((slot) => slot.start === slots[1]!.start)).toBe(true);

    const others = (await (await app.request('/api/bookings', { headers: admin.auth })).json()) as Visit[];
    const foreign = await app.request(`/api/bookings/${others[0]!._id}`, { method: 'DELETE', headers: customer.auth });
    expect(foreign.status).toBe(404);
    expect(
      (await app.request(`/api/bookings/${others[0]!._id}`, { method: 'DELETE', headers: admin.auth })).status,
    ).toBe(200);
  });
});
