import { randomUUID } from 'node:crypto';
import { logIn, openNavMenu, savedSignIn } from './support/accounts';
import { expect, fillMessageForm, test } from './support/fixtures';
import {
  expiredCopyOf,
  placeOrder,
  savedQueryKeys,
  sessionTokenExpiry,
  expectWholeCatalogue,
  tools,
  waitForServiceWorker,
} from './support/offline';
import { dataTable } from './support/tables';

/**
 * The offline contract for a painter on a phone (390 px): a quick glance kept, the whole catalogue on
 * site, a session that runs out while offline, and an outbox that says honestly why something waits. That a
 * tab closed at once has kept what it showed is query-persistence.test.ts's to check, with test 1 below.
 */
test.describe('a painter on a phone', () => {
  test('1. a quick glance is kept: the home page, a full load of /blogs at once, then offline, shows every tool', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectWholeCatalogue(page);
    // Straight on, as when a link is tapped before the app has started.
    await page.goto('/blogs');
    await expect(page.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing saved data' })).toBeVisible();
    await expectWholeCatalogue(page);
    await expect(page.getByText('We could not load the tools')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('1. data shown is saved at once: measured from first paint, and from an in-app fetch', async ({ page }) => {
    // The server-rendered page carries its data: saved by the page's start script.
    await page.goto('/');
    await expectWholeCatalogue(page);
    await page.waitForFunction(() => performance.getEntriesByName('brushwork:page-data-saved').length > 0);
    const fromPaint = await page.evaluate(() => {
      const saved = performance.getEntriesByName('brushwork:page-data-saved')[0]!;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return saved.startTime - (paint?.startTime ?? 0);
    });
    // A page whose data the app fetches itself: saved by the query persistence's first write.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (document.querySelectorAll('ul[aria-label="Posts"] li, [aria-label="Posts"] article').length > 0) {
          performance.mark('test:posts-shown');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/contactUs');
    await openNavMenu(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'blogs', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    // The first save after the posts arrived, against the moment they were shown (a save may come first).
    const savedAfterShown = () => {
      const shown = performance.getEntriesByName('test:posts-shown')[0]?.startTime;
      const arrived = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        entry.name.endsWith('/api/posts'),
      )?.responseEnd;
      const saved = performance
        .getEntriesByName('brushwork:queries-saved')
        .find((mark) => arrived !== undefined && mark.startTime >= arrived);
      return shown !== undefined && saved ? { afterShown: Math.max(saved.startTime - shown, 0) } : undefined;
    };
    await page.waitForFunction(savedAfterShown);
    const fromFetch = (await page.evaluate(savedAfterShown))!.afterShown;
    console.log(
      `Data shown → saved in IndexedDB: server-rendered page ${fromPaint.toFixed(0)} ms after first paint; in-app fetch ${fromFetch.toFixed(0)} ms after the posts rendered`,
    );
    expect(fromPaint).toBeLessThan(1000);
    expect(fromFetch).toBeLessThan(500);
    expect((await savedQueryKeys(page)).public).toEqual(expect.arrayContaining(['["tools"]', '["posts"]']));
  });

  test.describe('signed in as the demo customer', () => {
    test.use({ storageState: savedSignIn.customer });

    test('2. every tool of the saved catalogue opens offline with its picture, not only those opened before', async ({
      page,
      context,
    }) => {
      const all = await tools(page);
      const neverOpened = all.at(-1)!;
      await page.goto('/');
      await waitForServiceWorker(page);
      await expectWholeCatalogue(page);
      // The images of the list are fetched ahead while online and idle.
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('images')).keys()).length), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(all.length);

      await context.setOffline(true);
      await page.goto(`/tools/${neverOpened._id}`);
      await expect(page.getByRole('heading', { level: 1, name: neverOpened.name })).toBeVisible();
      const picture = page.locator(`img[src="${neverOpened.img}"]`).first();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await context.setOffline(false);
    });
  });

  test('3. a session that ran out while offline keeps saved pages open, and renews silently when back online', async ({
    page,
    context,
    newCustomer,
  }) => {
    const [tool] = await tools(page);
    await placeOrder(page, newCustomer, tool!);
    await logIn(page, newCustomer, '/login?redirect=/dashboard/myOrders');
    await waitForServiceWorker(page);
    await expect(dataTable(page, 'My orders')).toContainText(tool!.name);
    await page.goto('/');
    await expectWholeCatalogue(page);

    await context.setOffline(true);
    const token = await page.evaluate(() => localStorage.getItem('accessToken')!);
    await page.evaluate((expired) => localStorage.setItem('accessToken', expired), expiredCopyOf(token));
    await page.goto(`/tools/${tool!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool!.name })).toBeVisible();
    await page.goto('/dashboard/myOrders');
    await expect(page).toHaveURL('/dashboard/myOrders');
    await expect(dataTable(page, 'My orders')).toContainText(tool!.name);
    await expect(page.getByRole('status').filter({ hasText: 'Changes need a connection' })).toBeVisible();

    await context.setOffline(false);
    await expect.poll(() => sessionTokenExpiry(page), { timeout: 15_000 }).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
    await expect(page).toHaveURL('/dashboard/myOrders');
    await expect(page.getByRole('button', { name: `Cancel ${tool!.name}` })).toBeEnabled();
  });

  // Why each wait, and when the next try goes, are words.test.ts's and outbox.test.ts's to check (a shop that
  // asks to wait, one that errs): here, only that the outbox's list on the page says it.
  test('6. the outbox is honest: a shop that asks to wait is named in the outbox, with the time of the next try', async ({
    page,
  }) => {
    const subject = `Honest outbox ${randomUUID()}`;
    await page.goto('/contactUs');
    await page.route('**/api/msg', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        json: { error: { code: 'rate_limited', message: 'Too many' } },
      }),
    );
    await fillMessageForm(page, {
      firstName: 'Rate',
      lastName: 'Limited',
      email: 'rate@example.com',
      subject,
      msg: 'Sent while the shop is busy.',
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Saved — the shop asked us to wait, so we will send it in (59|60) s \(at / }),
    ).toBeVisible();
    await page.getByRole('button', { name: '1 waiting' }).click();
    await expect(page.getByRole('list', { name: 'Outbox' })).toContainText(
      'The shop asked us to wait before sending more. Next try in',
    );
  });
});
