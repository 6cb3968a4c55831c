import { describe, expect, it } from 'vitest';
import type { BookedVisit, Visit } from '@/shared/answers/visits';
import type { DatabaseHandle } from '../db/client';
import { bookings, rateLimitWindows } from '../db/schema';
import { type createTestApp, jsonRequest } from '../test/app';
import { useTestApp } from '../test/use-test-app';
import { freeSlots as freeSlotsOf, visitBody } from '../test/visits';
import { unsignedIdToken } from '../test/id-tokens';

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
useTestApp((opened) => ({ database, app } = opened), { freshEachTest: [bookings, rateLimitWindows] });

const freeSlots = () => freeSlotsOf(app);
const visit = (start: string, email: string) =>
  visitBody(start, { name: 'Guest Painter', email, notes: 'Gate code 4411.' });
async function book(start: string, email: string, headers: Record<string, string> = {}) {
  return app.request('/api/bookings', jsonRequest('POST', visit(start, email), headers));
}
async function bookedVisit(start: string, email: string) {
  const answer = await book(start, email);
  expect(answer.status).toBe(201);
  return (await answer.json()) as BookedVisit;
}
/** A sign-in as Firebase would vouch for it, exchanged for the shop's session. */
async function signIn(email: string, emailVerified: boolean) {
  const idToken = unsignedIdToken(email, { sub: `uid-${email}`, email_verified: emailVerified });
  const answer = await app.request(
    `/api/users/${email}`,
    jsonRequest('PUT', {}, { Authorization: `Bearer ${idToken}` }),
  );
  expect(answer.status).toBe(200);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}
const mine = async (auth: Record<string, string>) =>
  ((await (await app.request('/api/bookings/mine', { headers: auth })).json()) as Visit[]).map((row) => row._id);

describe('a visit belongs to whoever can prove its email', () => {
  it('hides and keeps a guest visit from an account whose same email is not verified, and opens it once verified', async () => {
    const [slot] = await freeSlots();
    const guests = await bookedVisit(slot!.start, 'guest@example.com');

    const unverified = await signIn('guest@example.com', false);
    expect(await mine(unverified)).toEqual([]);
    const refused = await app.request(`/api/bookings/${guests._id}`, { method: 'DELETE', headers: unverified });
    expect(refused.status).toBe(404);
    expect(await database.db.select().from(bookings)).toHaveLength(1);

    const verified = await signIn('guest@example.com', true);
    expect(await mine(verified)).toEqual([guests._id]);
    const cancelled = await app.request(`/api/bookings/${guests._id}`, { method: 'DELETE', headers: verified });
    expect(cancelled.status).toBe(200);
    expect(await database.db.select().from(bookings)).toHaveLength(0);
  });

  it('gives an unverified account the visits it booked while signed in, whatever email they carry', async () => {
    const [slot] = await freeSlots();
    const account = await signIn('booker@example.com', false);
    const booked = (await (await book(slot!.start, 'partner@example.com', account)).json()) as BookedVisit;
    expect(await mine(account)).toEqual([booked._id]);
  });
});

describe('the manage link', () => {
  it('shows and cancels its own visit without an account, and keeps only a hash of its key', async () => {
    const [slot] = await freeSlots();
    const booked = await bookedVisit(slot!.start, 'linked@example.com');
    expect(booked.manageUrl).toBe(`/visits/${booked._id}?key=${booked.manageKey}`);
    const [row] = await database.db.select().from(bookings);
    expect(row!.manageKeyHash).not.toContain(booked.manageKey);

    const shown = await app.request(`/api/${booked.manageUrl.slice(1)}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ _id: booked._id, start: slot!.start, email: 'linked@example.com' });
    const cancelled = await app.request(`/api/visits/${booked._id}?key=${booked.manageKey}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect((await freeSlots()).some((free) => free.start === slot!.start)).toBe(true);
    expect((await app.request(`/api/visits/${booked._id}?key=${booked.manageKey}`)).status).toBe(404);
  });

  it('answers a wrong key, no key and another visit’s key with the same 404, and cancels nothing', async () => {
    const [first, second] = await freeSlots();
    const mineVisit = await bookedVisit(first!.start, 'one@example.com');
    const theirs = await bookedVisit(second!.start, 'two@example.com');
    const wrongKey = `${mineVisit.manageKey.slice(0, -1)}${mineVisit.manageKey.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [`?key=${wrongKey}`, '', '?key=short', `?key=${theirs.manageKey}`]) {
      for (const method of ['GET', 'DELETE']) {
        const answer = await app.request(`/api/visits/${mineVisit._id}${query}`, { method });
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({ error: { code: 'not_found', message: 'Visit was not found.' } });
      }
    }
    const unknown = await app.request(`/api/visits/${crypto.randomUUID()}?key=${mineVisit.manageKey}`);
    expect(unknown.status).toBe(404);
    expect(await database.db.select().from(bookings)).toHaveLength(2);
  });
});

describe('one booking per email per visit day', () => {
  it('refuses a second visit the same day with 409 one_visit_a_day, whatever the case of the email', async () => {
    const slots = await freeSlots();
    // A day with two free visits still to come, and another day.
    const first = slots.find((slot, index) => slots[index + 1]?.start.startsWith(slot.start.slice(0, 10)))!;
    const sameDay = slots[slots.indexOf(first) + 1];
    const nextDay = slots.find((slot) => !slot.start.startsWith(first.start.slice(0, 10)));
    await bookedVisit(first.start, 'daily@example.com');

    const second = await book(sameDay!.start, 'Daily@Example.com');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: 'one_visit_a_day', issues: [{ path: 'email' }] } });
    expect((await book(sameDay!.start, 'someone.else@example.com')).status).toBe(201);
    expect((await book(nextDay!.start, 'daily@example.com')).status).toBe(201);
  });
});
