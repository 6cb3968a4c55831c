import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { BookedVisit, Slot } from '../../src/shared/answers/visits';
import { dayName, visitDate, visitTime } from '../../src/client/features/visits/visit-words';
import { demoAdmin } from './accounts';
import { apiSessionToken } from './fixtures';

/** Someone booking a visit, with an address of their own for each test. */
export const visitor = (tag: string) => ({
  name: 'Rosa Painter',
  email: `visit-${tag}-${randomUUID().slice(0, 8)}@example.com`,
  phone: '+1 (541) 555-0134',
  address: '12 Elm St, Eugene OR 97401',
});

/** The free visits now, soonest first. */
export async function freeVisits(request: APIRequestContext): Promise<string[]> {
  const slots = (await (await request.get('/api/slots')).json()) as Slot[];
  return slots.filter((slot) => slot.available).map((slot) => slot.start);
}

/** `count` free visits picked at random, so that tests running at once seldom want the same one. */
export async function pickFreeVisits(request: APIRequestContext, count: number): Promise<string[]> {
  const free = await freeVisits(request);
  const picked: string[] = [];
  while (picked.length < count && free.length > 0)
    picked.push(free.splice(Math.floor(Math.random() * free.length), 1)[0]!);
  return picked;
}

/**
 * Books a visit through the API, as another visitor would: `start`, or else the first visit still free
 * (tests running at once may take the same one first). With a password, booked signed in to that account,
 * which makes the visit the account's.
 */
export async function bookVisit(
  request: APIRequestContext,
  who: { email: string; name: string; password?: string },
  start?: string,
): Promise<BookedVisit> {
  const headers = who.password
    ? { Authorization: `Bearer ${await apiSessionToken(request, { email: who.email, password: who.password })}` }
    : undefined;
  for (const candidate of start ? [start] : await freeVisits(request)) {
    const response = await request.post('/api/bookings', {
      headers,
      data: {
        start: candidate,
        name: who.name,
        email: who.email,
        phone: '+1 541 555 0160',
        address: '5 Oak Lane, Eugene OR',
        notes: '',
      },
    });
    if (response.status() === 409 && !start) continue;
    expect(response.status()).toBe(201);
    return (await response.json()) as BookedVisit;
  }
  throw new Error('No visit is free.');
}

/** Cancels a visit as the admin, leaving the shop's calendar as it was. */
export async function cancelVisit(request: APIRequestContext, booking: { _id: string }) {
  const token = await apiSessionToken(request, demoAdmin);
  await request.delete(`/api/bookings/${booking._id}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Chooses a visit on the booking page: its day, then its time. */
export async function chooseVisit(page: Page, start: string) {
  await page.getByRole('button', { name: new RegExp(`^${dayName(visitDate(start), { short: true })} `) }).click();
  await page.getByRole('button', { name: visitTime(start), exact: true }).click();
}

/** Fills who and where on the booking form. */
export async function fillVisitor(page: Page, who: { name: string; email: string; phone: string; address: string }) {
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone', { exact: true }).fill(who.phone);
  await page.getByLabel('Address of the visit').fill(who.address);
}
