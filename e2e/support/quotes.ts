import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import type { Quote, QuoteRequest } from '../../src/shared/answers/quotes';
import type { QuoteContentInput } from '../../src/shared/schemas/quote';
import { demoAdmin } from './accounts';
import { apiSessionToken } from './fixtures';

/** A day `days` from today, YYYY-MM-DD: far enough ahead to be valid in the shop's time zone too. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The quote the specs price: 12 h × $45 + 3 gal × $42.50 = $667.50, a 30% deposit of $200.25. */
export const pricedLines = [
  { description: 'Living room walls and ceiling, two coats', quantity: 12, unit: 'hours', unitPrice: 45 },
  { description: 'Paint, warm white', quantity: 3, unit: 'gallons', unitPrice: 42.5 },
];

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A quote the shop sent to `customer`, made through the API as the app makes it: the customer asks (no
 * photos), the demo admin prices the request and sends the quote.
 */
export async function seedSentQuote(
  request: APIRequestContext,
  customer: { email: string; password: string },
  {
    depositPercent = 30,
    lines = pricedLines,
    options = [],
  }: { depositPercent?: number; lines?: QuoteContentInput['lines']; options?: QuoteContentInput['options'] } = {},
): Promise<Quote> {
  const customerToken = await apiSessionToken(request, customer);
  const asked = await ok<QuoteRequest>(
    request.post('/api/quote-requests', {
      headers: { Authorization: `Bearer ${customerToken}`, 'Idempotency-Key': randomUUID() },
      data: {
        address: '7 Ladder Lane, Springfield, OR 97477',
        rooms: [{ name: 'Living room', surfaces: ['walls', 'ceiling'], size: 'about 20 m²', colours: 'Warm white' }],
        notes: 'Two cats, friendly.',
        photoIds: [],
      },
    }),
  );
  const admin = { Authorization: `Bearer ${await apiSessionToken(request, demoAdmin)}` };
  const draft = await ok<Quote>(
    request.post('/api/quotes', {
      headers: admin,
      data: {
        requestId: asked._id,
        lines,
        options,
        notes: 'We move and cover the furniture.',
        depositPercent,
        validUntil: dayFromNow(20),
      },
    }),
  );
  return ok<Quote>(request.post(`/api/quotes/${draft._id}/send`, { headers: admin, data: { version: draft.version } }));
}

/** Signs across the signature box with the pointer, as a finger or a mouse would: a few loops, not a dot. */
export async function drawSignature(page: Page) {
  const pad = page.getByLabel(/^Signature: draw it/);
  await expect(pad).toHaveAttribute('aria-busy', 'false');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (step: number) => ({
    x: box.x + 16 + step * ((box.width - 32) / 24),
    y: box.y + box.height * (0.55 - 0.25 * Math.sin(step / 1.5)),
  });
  await page.mouse.move(at(0).x, at(0).y);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) await page.mouse.move(at(step).x, at(step).y, { steps: 3 });
  await page.mouse.up();
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** The quote's status as its page shows it. */
export const quoteStatus = (page: Page) => page.getByRole('article').getByText(/^Status: \S/);

/** Accepts the quote through the page: a name typed and a signature drawn. */
export async function signQuote(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await drawSignature(page);
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(page.getByRole('heading', { name: 'Accepted and signed' })).toBeVisible();
}
