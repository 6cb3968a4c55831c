import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** When the device saved a query of the public record, by its hash; undefined while it is not saved. */
function savedAt(page: Page, queryHash: string): Promise<number | undefined> {
  return page.evaluate(
    (hash) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = indexedDB.open('brushwork-cache', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('queries');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result.transaction('queries').objectStore('queries').get('public');
          read.onsuccess = () => {
            const queries = (read.result?.clientState?.queries ?? []) as {
              queryHash: string;
              state: { dataUpdatedAt: number };
            }[];
            request.result.close();
            resolve(queries.find((query) => query.queryHash === hash)?.state.dataUpdatedAt);
          };
        };
      }),
    queryHash,
  );
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });
const posts = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article').first();

// That each page gives the age of its own data, not of the newest page, is page-data-age.test.ts's and
// server-clock.test.ts's to check.
test.describe('2. true ages, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('2. in its last day, saved data warns that it will be removed unless the device goes online', async ({
    page,
    context,
  }) => {
    await page.goto('/blogs');
    await waitForServiceWorker(page);
    await expect(posts(page)).toBeVisible();
    await expect.poll(() => savedAt(page, '["posts"]')).toBeGreaterThan(0);

    await page.clock.setSystemTime(Date.now() + 6 * day + 20 * hour);
    await context.setOffline(true);
    await page.goto('/blogs');
    await expect(posts(page)).toBeVisible();
    await expect(offlineNotice(page)).toContainText(
      "Saved copies are kept 7 days: this page's will be removed in about 4 hours unless you go online.",
    );
    await context.setOffline(false);
  });
});

test.describe('10. nothing shown is lost to a missing chunk, on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('10. a page opened before the worker activated is controlled without a reload', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  test('10. a customer offline right after opening the app opens Add Review and writes one', async ({
    page,
    context,
    newCustomer,
    sql,
  }) => {
    const message = `Written offline on a tablet ${randomUUID()}`;
    await signInByApi(page, newCustomer);
    await page.goto('/dashboard');
    // Once the page is in use (here, a field of the profile entered), what it may need offline loads while the
    // line holds.
    await page.getByLabel('Name').focus();
    await page.waitForFunction(() => performance.getEntriesByName('brushwork:offline-parts-loaded').length > 0);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Add Review' }).click();
    await page.getByLabel('Message').fill(message);
    await page.locator('label', { hasText: '4 stars' }).click();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved/ }).first()).toBeVisible();
    await expect(page.getByText('This page could not load')).toHaveCount(0);
    // The review stays waiting on the device; the test's account is removed with nothing of it stored.
    expect(await sql('select 1 from reviews where message = $1', [message])).toHaveLength(0);
  });
});

test.describe('10. a part whose code cannot be fetched, on a tablet with no worker', () => {
  test.use({ viewport: { width: 820, height: 1180 }, serviceWorkers: 'block' });

  test('10. the part says so, what was typed stays, and it loads when the connection returns', async ({
    page,
    context,
    newCustomer,
  }) => {
    const chunk = '**/assets/app-chrome-*.js';
    await context.route(chunk, (route) => route.abort('internetdisconnected'));
    await signInByApi(page, newCustomer);
    await page.goto('/dashboard/addreview');
    const needsConnection = page.getByRole('status').filter({ hasText: 'This part needs a connection to load' });
    await expect(needsConnection).toHaveText(
      'This part needs a connection to load — it will load when you are back online.',
    );
    const message = `Kept while a part could not load ${randomUUID()}`;
    await page.getByLabel('Message').fill(message);

    await context.setOffline(true);
    await context.unroute(chunk);
    const chromeLoaded = page.waitForResponse((response) => /\/assets\/app-chrome-.*\.js/.test(response.url()));
    await context.setOffline(false);
    await chromeLoaded;
    await expect(needsConnection).toHaveCount(0);
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await expect(page.getByText('This page could not load')).toHaveCount(0);
  });
});
