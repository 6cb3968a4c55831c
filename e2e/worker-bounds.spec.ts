import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { clickNotification, deliverToWorker } from './support/push';
import { shareToApp } from './support/share-target';

/**
 * What the service worker takes from outside the page, bounded: a notification opens only a page of the shop,
 * whatever its push or its data say, and a share into the app takes at most 10 photos of at most 10 MB.
 */

/**
 * An address a browser would read as another site. The other ways of writing one (`//evil.example`, an
 * absolute URL, `javascript:`) are own-page.test.ts's to check, on the worker's own function.
 */
const elsewhere = '/\\evil.example';

/** Shows a notification from the worker with `url` as its data, as a push that got past the payload check would. */
const showWithData = (page: Page, tag: string, url: string) =>
  page.evaluate(
    async ({ tag, url }) => {
      const registration = await navigator.serviceWorker.ready;
      await registration.showNotification('Brushwork', { tag, body: 'A test', data: { url } });
    },
    { tag, url },
  );

test('a notification whose address leads elsewhere opens the shop’s home page', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/about');
  await waitForServiceWorker(page);
  // As a push brings it: the worker keeps only a page of the shop.
  await deliverToWorker(page, { title: 'Brushwork', body: 'A test', url: elsewhere, tag: 'pushed' });
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications()).then((shown) => shown.length),
    )
    .toBeGreaterThan(0);
  await clickNotification(context, 'pushed');
  await expect(page).toHaveURL('/');
  // As the notification's own data names it: the click checks it again.
  await page.goto('/about');
  await showWithData(page, 'shown', elsewhere);
  await clickNotification(context, 'shown');
  await expect(page).toHaveURL('/');
});

test('a share of more than 10 photos, or of one over 10 MB, keeps what fits and says what was left out', async ({
  page,
  newCustomer,
}) => {
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const small = (n: number) => ({ name: `wall-${n}.png`, mimeType: 'image/png', buffer: tinyPng });
  const huge = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1) };
  const notAPhoto = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') };
  await shareToApp(page, [...Array.from({ length: 11 }, (_, n) => small(n)), huge, notAPhoto]);
  await expect(page).toHaveURL(/\/quote\?shared=[\w-]+$/);
  const status = page.getByRole('status').filter({ hasText: 'photos you shared are attached below' });
  await expect(status).toContainText('The 10 photos you shared are attached below.');
  await expect(status).toContainText(
    '3 files you shared were left out: Brushwork takes up to 10 photos of up to 10 MB each.',
  );
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(10);
});

/** A 1×1 PNG: a real image the page can shrink and show. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
