import type { Page } from '@playwright/test';
import type { QuoteRequest } from '../src/shared/answers/quotes';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { cameraPhoto, fillQuoteRequest, storedRequests } from './support/quote-requests';
import { shareToApp } from './support/share-target';

/**
 * Photos shared from a phone's gallery into the installed app land in a quote request, offline too: the
 * system posts them to the manifest's share target as a form, which the service worker takes, keeps on the
 * device and answers with the quote page, where they are attached as if picked there.
 */

const sharesKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('brushwork-shared-photos');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('shares').objectStore('shares').count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      }),
  );

test('photos shared from the gallery offline land in a quote request, which goes with them when the line returns', async ({
  page,
  context,
  sql,
  newCustomer,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const photos = [
    await cameraPhoto(page, 'hallway.jpg', 1600, 1200),
    await cameraPhoto(page, 'stairs.jpg', 1200, 1600),
  ];

  await context.setOffline(true);
  await shareToApp(page, photos);
  await expect(page).toHaveURL(/\/quote\?shared=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'The 2 photos you shared are attached below.' }),
  ).toBeVisible();
  const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.getByRole('img', { name: 'Photo 1 (hallway.jpg)' })).toBeVisible();
  await expect(chosen.getByRole('img', { name: 'Photo 2 (stairs.jpg)' })).toBeVisible();
  expect(await sharesKept(page)).toBe(1);

  await fillQuoteRequest(page, 'Hallway');
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved — it waits below' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(waiting.getByRole('img')).toHaveCount(2);
  // The outbox has them now: the share is no longer kept apart, nor named in the address.
  await expect(page).toHaveURL(/\/quote$/);
  expect(await sharesKept(page)).toBe(0);

  await context.setOffline(false);
  await expect.poll(async () => (await storedRequests(sql, newCustomer.email)).length, { timeout: 45_000 }).toBe(1);
  const token = await apiSessionToken(page.request, newCustomer);
  const mine = (await (
    await page.request.get('/api/quote-requests/mine', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as QuoteRequest[];
  expect(mine[0]!.photos).toHaveLength(2);
  expect(mine[0]!.rooms[0]!.name).toBe('Hallway');
});

test('a share that reaches the shop without the worker opens the quote page, whose picker remains', async ({
  page,
}) => {
  const response = await page.request.post('/share-target', { multipart: { title: 'Hallway' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/quote');
});
