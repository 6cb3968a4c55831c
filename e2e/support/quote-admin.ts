import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { QuotePhoto, QuoteRequest } from '../../src/shared/answers/quotes';
import type { QuoteRequestInput } from '../../src/shared/schemas/quote';

/** Two real photos of different shapes (the app's own screenshots), as a customer's phone would send them. */
export const samplePhotos = [
  { name: 'hall.png', mimeType: 'image/png', buffer: readFileSync('public/screenshots/home-narrow.png') },
  { name: 'kitchen.png', mimeType: 'image/png', buffer: readFileSync('public/screenshots/home-wide.png') },
];

export const sampleRequest: Omit<QuoteRequestInput, 'photoIds'> = {
  address: '12 Harbour Lane, Portsmouth',
  rooms: [
    { name: 'Kitchen', surfaces: ['walls', 'ceiling'], size: 'about 12 m²', colours: 'Warm white, satin' },
    { name: 'Hall', surfaces: ['walls', 'trim'], size: '2 x 6 m', colours: 'Sage green' },
  ],
  notes: 'The kitchen ceiling has a water stain to cover first.',
};

/** A quote request made through the API as `token`'s customer would: the photos first, then the request. */
export async function seedQuoteRequest(request: APIRequestContext, token: string): Promise<QuoteRequest> {
  const authorization = { Authorization: `Bearer ${token}` };
  const photoIds: string[] = [];
  for (const image of samplePhotos) {
    const uploaded = await request.post('/api/quote-photos', {
      headers: { ...authorization, 'Idempotency-Key': randomUUID() },
      multipart: { image },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    photoIds.push(((await uploaded.json()) as QuotePhoto)._id);
  }
  const created = await request.post('/api/quote-requests', {
    headers: { ...authorization, 'Idempotency-Key': randomUUID() },
    data: { ...sampleRequest, photoIds },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as QuoteRequest;
}

/**
 * A one-finger swipe from right to left across most of `area`'s width, as the touch screen reports it: more
 * than half a slide, so Swiper turns the page however slowly a busy machine plays the gesture.
 */
export async function swipeLeft(page: Page, area: Locator) {
  const box = (await area.boundingBox())!;
  const y = box.y + box.height / 2;
  const at = (fraction: number) => [{ x: box.x + box.width * fraction, y }];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.9) });
  for (const fraction of [0.8, 0.65, 0.5, 0.35, 0.2, 0.1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fraction) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The shop's mail about a request (to the shop, and to its customer about its quotes), for a test to remove. */
export const deleteQuoteMail = (sql: (text: string, values?: unknown[]) => Promise<unknown>, ids: string[]) =>
  sql(`delete from emails where exists (select 1 from unnest($1::text[]) id where data::text like '%' || id || '%')`, [
    ids,
  ]);
