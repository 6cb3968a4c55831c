import type { BrowserContext } from '@playwright/test';
import type { Quote, QuoteRequest } from '../src/shared/answers/quotes';
import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, withoutServiceWorker } from './support/fixtures';
import { samplePhotos, sampleRequest, swipeLeft } from './support/quote-admin';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';
import { dataTable, rowsOf } from './support/tables';

/**
 * The admin's quote pages on the shop's answers as the API gives them (served here, so that every state is
 * there whatever the shop holds): the requests by state, a new request with its editor, and an accepted
 * quote read-only, at every width people hold them.
 */
test.use({ ...withoutServiceWorker, storageState: savedSignIn.admin });

const photo = (index: number) => ({
  _id: `0b7c0000-0000-4000-8000-00000000000${index}`,
  url: `/api/quote-photos/0b7c0000-0000-4000-8000-00000000000${index}`,
  contentType: 'image/png' as const,
  size: samplePhotos[index]!.buffer.length,
});

const request = (fields: Partial<QuoteRequest> & Pick<QuoteRequest, '_id'>): QuoteRequest => ({
  customerName: 'Robin Roller',
  customerEmail: 'robin.roller-with-a-long-address@example-painting-company.co.uk',
  ...sampleRequest,
  siteState: sampleRequest.siteState ?? '',
  siteZip: sampleRequest.siteZip ?? '',
  notes: sampleRequest.notes ?? '',
  rooms: sampleRequest.rooms.map((room) => ({ size: '', colours: '', ...room })),
  photos: [photo(0), photo(1)],
  visitId: null,
  state: 'new',
  quote: null,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  ...fields,
});

const fresh = request({ _id: '0b7c1111-0000-4000-8000-000000000001' });
const accepted = request({
  _id: '0b7c1111-0000-4000-8000-000000000002',
  customerName: 'Sasha Sander',
  state: 'accepted',
  quote: { _id: '0b7c2222-0000-4000-8000-000000000002', status: 'accepted', total: 1234.5, jobId: null },
});
const acceptedQuote: Quote = {
  _id: accepted.quote!._id,
  requestId: accepted._id,
  customerName: accepted.customerName,
  customerEmail: accepted.customerEmail,
  address: accepted.address,
  lines: [
    {
      description: 'Walls and ceiling — Kitchen',
      quantity: 20,
      unit: 'hours',
      unitPrice: 45.99,
      total: 919.8,
      productId: null,
      optional: false,
    },
    {
      description: 'Roller kit',
      quantity: 3,
      unit: 'each',
      unitPrice: 104.9,
      total: 314.7,
      productId: null,
      optional: false,
    },
  ],
  rooms: [],
  options: [],
  chosenOption: null,
  chosenOptionalLines: null,
  notes: 'Two coats.',
  subtotal: 1234.5,
  tax: 0,
  taxState: null,
  taxPercent: 0,
  taxPainting: false,
  total: 1234.5,
  depositPercent: 30,
  deposit: 370.35,
  validUntil: '2026-12-25',
  status: 'accepted',
  version: 2,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  sentAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  viewedAt: new Date(Date.now() - 86_400_000).toISOString(),
  acceptedAt: new Date(Date.now() - 3_600_000).toISOString(),
  declinedAt: null,
  depositPaidAt: null,
  cancelledAt: null,
  declineReason: null,
  acceptance: {
    signedName: 'Sasha Sander',
    signature: `data:image/png;base64,${samplePhotos[0]!.buffer.toString('base64')}`,
    ip: '127.0.0.1',
    contentHash: 'a'.repeat(64),
    at: new Date(Date.now() - 3_600_000).toISOString(),
  },
  transactionId: null,
};

async function serveQuotes(context: BrowserContext) {
  await context.route(/\/api\/quote-requests\?/, (route) => {
    const state = new URL(route.request().url()).searchParams.get('state');
    const rows = [fresh, accepted].filter((row) => row.state === state);
    return route.fulfill({ json: rows, headers: { 'X-Total-Count': String(rows.length) } });
  });
  await context.route(/\/api\/quote-requests\/[^/?]+$/, (route) => {
    const id = new URL(route.request().url()).pathname.split('/').at(-1);
    return route.fulfill({ json: [fresh, accepted].find((row) => row._id === id) });
  });
  await context.route(/\/api\/quotes\/[^/?]+$/, (route) => route.fulfill({ json: acceptedQuote }));
  await context.route(/\/api\/quote-photos\/[^/?]+$/, (route) => {
    const index = fresh.photos.findIndex((each) => route.request().url().endsWith(each._id));
    return route.fulfill({ body: samplePhotos[index]!.buffer, contentType: 'image/png' });
  });
}

test('the requests, a request to price and an accepted quote are in reach at every width', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await serveQuotes(context);
  const pages = [
    ['list-new', '/dashboard/quotes'],
    ['list-accepted', '/dashboard/quotes?state=accepted'],
    ['request-new', `/dashboard/quotes/requests/${fresh._id}`],
    ['request-accepted', `/dashboard/quotes/requests/${accepted._id}`],
  ] as const;
  // Loaded once each, at the widest and at the narrowest in turn, and walked through the widths by resizing.
  const widths = [...deviceWidths, 1280];
  for (const [index, [name, path]] of pages.entries()) {
    const walk = index % 2 === 0 ? widths : [...widths].reverse();
    await holdAt(page, walk[0]!);
    await page.goto(path);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    if (name === 'request-new') await page.getByRole('button', { name: 'Add labour: Kitchen' }).click();
    await expectInReachAtWidths(page, path, walk);
  }
  await holdAt(page, 1280);
  await page.goto('/dashboard/quotes');
  const requests = dataTable(page, 'New quote requests');
  await expect(rowsOf(requests).filter({ hasText: 'Robin Roller' })).toContainText(['2 rooms, 2 photos']);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Accepted' }).click();
  // The menu shows where the admin is, whichever state the list is on.
  await expect(page).toHaveURL(/state=accepted/);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Quotes' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(rowsOf(dataTable(page, 'Accepted quote requests')).filter({ hasText: 'Sasha Sander' })).toContainText([
    '$1,234.50',
  ]);
  await page.goto(`/dashboard/quotes/requests/${accepted._id}`);
  await expect(page.getByText('Accepted by Sasha Sander')).toBeVisible();
  // Its last day in words, as the customer reads it, never as the API's date.
  await expect(page.getByText('Friday 25 December 2026')).toBeVisible();
  await expect(page.getByText('2026-12-25')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See it as the customer does' })).toHaveAttribute(
    'href',
    `/dashboard/quotes/${acceptedQuote._id}`,
  );
  await expectNoSeriousA11yViolations(page);
});

test("a request's photos open full screen, swipe, step by the arrow keys and close with Escape", async ({
  page,
  context,
}) => {
  await serveQuotes(context);
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto(`/dashboard/quotes/requests/${fresh._id}`);
  await page.getByRole('button', { name: 'Open photo 1 full screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos' });
  await expect(viewer.getByText('Photo 1 of 2')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('photo-viewer-820.png') });

  // A finger's swipe to the left across the photo, as on the tablet's screen.
  await swipeLeft(page, viewer);
  await expect(viewer.getByText('Photo 2 of 2')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Photo 2 of 2' })).toBeInViewport();
  await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeDisabled();

  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Photo 1 of 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText('Photo 2 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.getByRole('button', { name: 'Open photo 2 full screen' }).click();
  await expect(viewer.getByText('Photo 2 of 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});
