import type { QuoteRequest } from '../src/shared/answers/quotes';
import { demoAdmin, logIn } from './support/accounts';
import { apiSessionToken, expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { cameraPhoto, fillQuoteRequest, jpegSize, postsByKey, storedRequests } from './support/quote-requests';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';
import { bookVisit } from './support/visits';

/**
 * Asking for a painting quote on a phone (390 px): offline with two photos taken on site, sent once the
 * connection returns, each photo once and made smaller on the phone; a photo the shop refuses, replaced
 * without typing the request again; and the page in reach at every width.
 */

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

test('a request asked offline with two photos arrives once, its photos shrunk on the phone, when the line returns', async ({
  page,
  context,
  sql,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  const photoPosts = postsByKey(page, '/api/quote-photos');
  const requestPosts = postsByKey(page, '/api/quote-requests');
  await signInByApi(page, newCustomer);
  await page.goto('/quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByText('You have not asked for a quote yet.')).toBeVisible();
  const originals = [await cameraPhoto(page, 'living-room.jpg'), await cameraPhoto(page, 'hallway.jpg')];

  await context.setOffline(true);
  await fillQuoteRequest(page, 'Living room');
  await page.getByLabel('Choose photos').setInputFiles(originals);
  const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved — it waits below' })).toBeVisible();

  const waiting = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(waiting.getByText('Quote request: Living room')).toBeVisible();
  await expect(waiting.getByText('Waiting for a connection.')).toBeVisible();
  await expect(waiting.getByRole('img')).toHaveCount(2);
  await expect(page.getByLabel('Address')).toHaveValue('12 Scaffold Street, Portland');
  await expect(page.getByLabel('State')).toHaveValue('ME');
  await expect(page.getByRole('group', { name: 'Room or area 1' }).getByLabel('Room or area')).toHaveValue('');

  const reconnectedAt = Date.now();
  await context.setOffline(false);
  await expect
    .poll(async () => (await storedRequests(sql, newCustomer.email)).length, { timeout: 45_000, intervals: [100] })
    .toBe(1);
  const arrivalMs = Date.now() - reconnectedAt;
  await expect(page.getByText('A saved item has been sent.')).toBeVisible();
  await expect(waiting).toBeHidden();
  const listed = page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Living room');
  await expect(listed).toContainText('New');
  await expect(listed).toContainText('2 photos');

  // The shop has it once, with both photos, each far smaller than what the camera took.
  const token = await apiSessionToken(page.request, newCustomer);
  const headers = { Authorization: `Bearer ${token}` };
  const mine = (await (await page.request.get('/api/quote-requests/mine', { headers })).json()) as QuoteRequest[];
  expect(mine).toHaveLength(1);
  expect(mine[0]!.photos).toHaveLength(2);
  for (const [index, photo] of mine[0]!.photos.entries()) {
    const bytes = await (await page.request.get(photo.url, { headers })).body();
    const before = jpegSize(originals[index]!.buffer);
    const after = jpegSize(bytes);
    const line = `Photo ${index + 1}: ${megabytes(originals[index]!.buffer.length)} (${before.width}×${before.height}) → ${megabytes(bytes.length)} (${after.width}×${after.height})`;
    test.info().annotations.push({ type: 'photo size', description: line });
    console.log(line);
    expect(after.width * after.height).toBeLessThanOrEqual(2_000_000);
    expect(after.width / after.height).toBeCloseTo(before.width / before.height, 2);
    expect(bytes.length).toBeLessThan(originals[index]!.buffer.length / 4);
  }
  const arrival = `From reconnection to the request's arrival with its 2 photos: ${arrivalMs} ms`;
  test.info().annotations.push({ type: 'reconnection to arrival', description: arrival });
  console.log(arrival);
  // Each photo and the request went once, whoever sent them (this page, the service worker).
  expect([...photoPosts.values()]).toEqual([1, 1]);
  expect([...requestPosts.values()]).toEqual([1]);
});

test('a photo the shop refuses is named, and replaced without typing the request again', async ({
  page,
  sql,
  newCustomer,
}) => {
  test.setTimeout(90_000);
  const photoPosts = postsByKey(page, '/api/quote-photos');
  let refused = false;
  await page.route('**/api/quote-photos', async (route) => {
    if (!refused && route.request().postDataBuffer()?.includes('filename="second.jpg"')) {
      refused = true;
      return route.fulfill({
        status: 415,
        json: { error: { code: 'unsupported_media_type', message: 'Send a JPEG, PNG or WebP image.' } },
      });
    }
    return route.continue();
  });
  await signInByApi(page, newCustomer);
  await page.goto('/quote');
  await fillQuoteRequest(page, 'Kitchen');
  await page
    .getByLabel('Choose photos')
    .setInputFiles([await cameraPhoto(page, 'first.jpg', 1200, 900), await cameraPhoto(page, 'second.jpg', 1200, 900)]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  // A slow line, for each photo's upload to be seen going.
  const network = await page.context().newCDPSession(page);
  const line = { offline: false, latency: 50, downloadThroughput: 1_000_000 };
  await network.send('Network.emulateNetworkConditions', { ...line, uploadThroughput: 150_000 });
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByRole('progressbar', { name: /^Photo 1 of 2: \d+%$/ })).toBeVisible();
  await network.send('Network.emulateNetworkConditions', { ...line, uploadThroughput: -1 });

  const waiting = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(waiting.getByRole('alert')).toHaveText(
    'Not sent: Photo 2 (second.jpg) was refused: Send a JPEG, PNG or WebP image.',
  );
  await expect(waiting.getByText('Sent', { exact: true })).toHaveCount(1);
  expect(await storedRequests(sql, newCustomer.email)).toHaveLength(0);

  await waiting.getByLabel('Replace photo 2').setInputFiles(await cameraPhoto(page, 'retake.jpg', 1200, 900));
  await expect(page.getByText('Your quote request was sent.')).toBeVisible({ timeout: 30_000 });
  expect(await storedRequests(sql, newCustomer.email)).toHaveLength(1);
  await expect(waiting).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem')).toContainText('Kitchen');
  const [request] = await sql<{ photo_ids: string[] }>(
    'select r.photo_ids from quote_requests r join users u on u.id = r.user_id where u.email = $1',
    [newCustomer.email],
  );
  expect(request!.photo_ids).toHaveLength(2);
  // The first photo, answered before the refusal, was never uploaded again: three posts for three photos.
  expect([...photoPosts.values()]).toEqual([1, 1, 1]);
});

test('every control of the quote page is in reach at every width', async ({ page, newCustomer }) => {
  test.setTimeout(90_000);
  // Signed out, the page asks for a sign-in first, and comes back after it.
  await page.goto('/quote');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, newCustomer, page.url());
  await expect(page).toHaveURL('/quote');
  const photo = await cameraPhoto(page, 'stairs.jpg', 1600, 1200);
  await holdAt(page, deviceWidths[0]!);
  await page.goto('/quote');
  await page.getByRole('button', { name: 'Add a room or area' }).click();
  await page.getByLabel('Choose photos').setInputFiles([photo, { ...photo, name: 'landing.jpg' }]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('You have not asked for a quote yet.')).toBeVisible();
  // The form as filled, walked through the widths by resizing it.
  await expectInReachAtWidths(page, '/quote', deviceWidths, async (width) => {
    if (width === 360) await expectNoSeriousA11yViolations(page);
  });
});

test('a booked visit leads to a request for its quote; the form says what is missing before it sends', async ({
  page,
  sql,
  newCustomer,
}) => {
  const visit = await bookVisit(page.request, newCustomer);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/visits');
  await page.getByRole('link', { name: 'Ask for a quote' }).first().click();
  await expect(page).toHaveURL(`/quote?visitId=${visit._id}`);

  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByText('Address is required.')).toBeVisible();
  await expect(page.getByText('Room is required.')).toBeVisible();
  await expect(page.getByText('Choose what to paint in this room.')).toBeVisible();
  expect(await storedRequests(sql, newCustomer.email)).toHaveLength(0);

  await fillQuoteRequest(page, 'Stairwell');
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByText('Your quote request was sent.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem')).toContainText(
    'Stairwell',
  );
  const [request] = await sql<{ visit_id: string }>(
    'select r.visit_id from quote_requests r join users u on u.id = r.user_id where u.email = $1',
    [newCustomer.email],
  );
  expect(request!.visit_id).toBe(visit._id);

  // Once the shop sends its quote, the request says so and leads to it.
  const [{ _id: requestId }] = (await (
    await page.request.get('/api/quote-requests/mine', {
      headers: { Authorization: `Bearer ${await apiSessionToken(page.request, newCustomer)}` },
    })
  ).json()) as QuoteRequest[] as [QuoteRequest];
  const admin = { Authorization: `Bearer ${await apiSessionToken(page.request, demoAdmin)}` };
  const validUntil = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const lines = [{ description: 'Stairwell walls', quantity: 8, unit: 'hours', unitPrice: 55 }];
  const created = await page.request.post('/api/quotes', {
    headers: admin,
    data: { requestId, lines, notes: '', depositPercent: 20, validUntil },
  });
  expect(created.status()).toBe(201);
  const { _id: quoteId, version } = (await created.json()) as { _id: string; version: number };
  const sent = await page.request.post(`/api/quotes/${quoteId}/send`, { headers: admin, data: { version } });
  expect(sent.status()).toBe(200);
  await page.reload();
  const listed = page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem');
  await expect(listed).toContainText('Quoted');
  await expect(listed).toContainText('Quote of $440.00');
  await listed.getByRole('link', { name: 'View quote' }).click();
  await expect(page).toHaveURL(`/dashboard/quotes/${quoteId}`);
  await expect(page.getByText('Stairwell walls')).toBeVisible();
});
