import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Order, Tool } from '../src/shared/api-types';
import { demoAdmin, logIn, openNavMenu } from './support/accounts';
import { apiSessionToken, expect, fillContactForm, test } from './support/fixtures';
import { expiredCopyOf, savedQueryKeys, sessionTokenExpiry, waitForServiceWorker } from './support/offline';

/**
 * The offline contract for the people the shop is for: a painter's quick glance, a whole catalogue on
 * site, a session that runs out while offline, signed-in pages with no signal, a shared tablet, and an
 * outbox that says honestly why something waits. On a phone (390 px) and an admin's tablet (820 px).
 */

const toolItems = (page: Page) => page.getByRole('list', { name: 'Tools' }).getByRole('listitem');

async function tools(page: Page): Promise<Tool[]> {
  return (await (await page.request.get('/api/services')).json()) as Tool[];
}

async function placeOrder(page: Page, account: { email: string; password: string }, tool: Tool): Promise<Order> {
  const token = await apiSessionToken(page.request, account);
  const response = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      productId: tool._id,
      productQuantity: tool.minOrderQuanity,
      userAddress: '7 Ladder Lane',
      userState: 'Maine',
      userZip: '04101',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

async function signOutKeepingNothingWaiting(page: Page) {
  await openNavMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'login' })).toBeAttached();
}

test.describe('a painter on a phone', () => {
  test('1. a quick glance is kept: the home page, a full load of /blogs at once, then offline, shows every tool', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(toolItems(page)).toHaveCount(12);
    // Straight on, as when a link is tapped before the app has started.
    await page.goto('/blogs');
    await expect(page.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing saved data' })).toBeVisible();
    await expect(toolItems(page)).toHaveCount(12);
    await expect(page.getByText('We could not load the tools')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('1. a tab closed a second after the tools appear has kept them', async ({ page, context }) => {
    await page.goto('/contactUs');
    await waitForServiceWorker(page);
    const glance = await context.newPage();
    await glance.goto('/');
    await expect(toolItems(glance)).toHaveCount(12);
    await glance.waitForTimeout(1000);
    await glance.close();

    await context.setOffline(true);
    const later = await context.newPage();
    await later.goto('/');
    await expect(toolItems(later)).toHaveCount(12);
    await context.setOffline(false);
  });

  test('1. data shown is saved at once: measured from first paint, and from an in-app fetch', async ({
    page,
  }, testInfo) => {
    // The server-rendered page carries its data: saved by the page's start script.
    await page.goto('/');
    await expect(toolItems(page)).toHaveCount(12);
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
    testInfo.annotations.push({
      type: 'data shown → saved',
      description: `from first paint ${fromPaint.toFixed(0)} ms; after an in-app fetch ${fromFetch.toFixed(0)} ms`,
    });
    console.log(
      `Data shown → saved in IndexedDB: server-rendered page ${fromPaint.toFixed(0)} ms after first paint; in-app fetch ${fromFetch.toFixed(0)} ms after the posts rendered`,
    );
    expect(fromPaint).toBeLessThan(1000);
    expect(fromFetch).toBeLessThan(500);
    expect((await savedQueryKeys(page)).public).toEqual(expect.arrayContaining(['["tools"]', '["posts"]']));
  });

  test('2. every tool of the saved catalogue opens offline with its picture, not only those opened before', async ({
    page,
    context,
    newCustomer,
  }) => {
    const all = await tools(page);
    const neverOpened = all.at(-1)!;
    await logIn(page, newCustomer, '/login');
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(toolItems(page)).toHaveCount(12);
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

  test('3. a session that ran out while offline keeps saved pages open, and renews silently when back online', async ({
    page,
    context,
    newCustomer,
  }) => {
    const [tool] = await tools(page);
    await placeOrder(page, newCustomer, tool!);
    await logIn(page, newCustomer, '/login?redirect=/dashboard/myOrders');
    await waitForServiceWorker(page);
    await expect(page.getByRole('table', { name: 'My orders' })).toContainText(tool!.name);
    await page.goto('/');
    await expect(toolItems(page)).toHaveCount(12);

    await context.setOffline(true);
    const token = await page.evaluate(() => localStorage.getItem('accessToken')!);
    await page.evaluate((expired) => localStorage.setItem('accessToken', expired), expiredCopyOf(token));
    await page.goto(`/tools/${tool!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool!.name })).toBeVisible();
    await page.goto('/dashboard/myOrders');
    await expect(page).toHaveURL('/dashboard/myOrders');
    await expect(page.getByRole('table', { name: 'My orders' })).toContainText(tool!.name);
    await expect(page.getByRole('status').filter({ hasText: 'Changes need a connection' })).toBeVisible();

    await context.setOffline(false);
    await expect.poll(() => sessionTokenExpiry(page), { timeout: 15_000 }).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
    await expect(page).toHaveURL('/dashboard/myOrders');
    await expect(page.getByRole('button', { name: `Cancel ${tool!.name}` })).toBeEnabled();
  });

  test('4. My Orders, My profile, payment and checkout open offline from saved data, with changes disabled and why', async ({
    page,
    context,
    newCustomer,
  }) => {
    const all = await tools(page);
    const tool = all.find((candidate) => candidate.price % 1 !== 0) ?? all[0]!;
    const order = await placeOrder(page, newCustomer, tool);
    await logIn(page, newCustomer, '/login?redirect=/dashboard/myOrders');
    await waitForServiceWorker(page);
    await expect(page.getByRole('table', { name: 'My orders' })).toContainText(tool.name);
    await page.goto('/dashboard');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newCustomer.email);
    await page.goto(`/tools/${tool._id}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/orders');
    await page.getByLabel('Address').fill('12 Scaffold Street');

    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto('/orders');
    await expect(cold.getByRole('status').filter({ hasText: 'Placing an order needs a connection' })).toBeVisible();
    await expect(cold.getByLabel('Address')).toHaveValue('12 Scaffold Street');
    await expect(cold.getByRole('button', { name: 'proceed & checkout' })).toBeDisabled();

    await cold.goto('/dashboard/myOrders');
    const row = cold.getByRole('table', { name: 'My orders' }).getByRole('row').filter({ hasText: tool.name });
    await expect(row).toContainText(`${order.productQuantity} ×`);
    await expect(
      cold.getByRole('status').filter({
        hasText: /You are offline — showing your orders saved (just now|\d+ min ago)\. Changes need a connection\./,
      }),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: `Cancel ${tool.name}` })).toBeDisabled();

    await cold.goto('/dashboard');
    await expect(cold.getByLabel('Email', { exact: true })).toHaveValue(newCustomer.email);
    await expect(cold.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(cold.getByRole('status').filter({ hasText: 'showing your profile saved' })).toBeVisible();

    await cold.goto(`/dashboard/payment/${order._id}`);
    await expect(cold.getByText(`Payment for ${tool.name}`)).toBeVisible();
    await expect(cold.getByRole('status').filter({ hasText: 'Payment needs a connection' })).toBeVisible();
    await context.setOffline(false);
  });

  test('5. a shared device: one person’s waiting review, draft and orders never reach the next person', async ({
    page,
    context,
    newCustomer,
    otherCustomer,
    sql,
  }) => {
    const message = `Kept for its author ${randomUUID()}`;
    const [tool] = await tools(page);
    await placeOrder(page, newCustomer, tool!);
    await logIn(page, newCustomer, '/login?redirect=/dashboard/myOrders');
    await waitForServiceWorker(page);
    await expect(page.getByRole('table', { name: 'My orders' })).toContainText(tool!.name);
    await page.goto(`/tools/${tool!._id}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.getByLabel('Address').fill('1 Private Road');
    await page.goto('/dashboard/addreview');

    await context.setOffline(true);
    await page.getByLabel('Message').fill(message);
    await page.locator('label', { hasText: '4 stars' }).click();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved — will send when you are back online' }),
    ).toBeVisible();

    await openNavMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const question = page.getByRole('dialog', { name: '1 item has not been sent yet' });
    await expect(question).toContainText('Review: 4 stars');
    await question.getByRole('button', { name: 'Keep for my next sign-in' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('brushwork.checkout'))).toBeNull();
    await expect.poll(async () => Object.keys(await savedQueryKeys(page))).toEqual(['public']);
    await context.setOffline(false);

    await logIn(page, otherCustomer, '/login?redirect=/dashboard/myOrders');
    await expect(page.getByText('No orders available')).toBeVisible();
    await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0);
    await page.waitForTimeout(2000);
    expect(await sql('select 1 from reviews where message = $1', [message])).toHaveLength(0);
    await signOutKeepingNothingWaiting(page);

    await logIn(page, newCustomer, '/login');
    await expect
      .poll(async () => sql('select name, rating from reviews where message = $1', [message]), { timeout: 20_000 })
      .toEqual([{ name: newCustomer.name, rating: 4 }]);
    await sql('delete from reviews where message = $1', [message]);
  });

  test('5. signing out with something waiting can discard it', async ({ page, context, newCustomer }) => {
    await logIn(page, newCustomer, '/login?redirect=/dashboard/addreview');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel('Message').fill(`Discarded ${randomUUID()}`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('button', { name: '1 waiting' })).toBeVisible();
    await openNavMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0);
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const request = indexedDB.open('brushwork-outbox');
            request.onsuccess = () => {
              const all = request.result.transaction('entries').objectStore('entries').count();
              all.onsuccess = () => resolve(all.result);
            };
          }),
      ),
    ).toBe(0);
    await context.setOffline(false);
  });

  test('6. the outbox is honest: a shop that asks to wait, and one that errs, are named with the time of the next try', async ({
    page,
    sql,
  }) => {
    const subject = `Honest outbox ${randomUUID()}`;
    await page.goto('/contactUs');
    let answer: 'limited' | 'broken' | 'open' = 'limited';
    await page.route('**/api/msg', async (route) => {
      if (answer === 'limited')
        await route.fulfill({
          status: 429,
          headers: { 'Retry-After': '60' },
          json: { error: { code: 'rate_limited', message: 'Too many' } },
        });
      else if (answer === 'broken')
        await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } });
      else await route.continue();
    });
    await fillContactForm(page, {
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

    answer = 'broken';
    await fillContactForm(page, {
      firstName: 'Server',
      lastName: 'Error',
      email: 'err@example.com',
      subject: `${subject} 2`,
      msg: 'Sent while the shop is down.',
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Saved — the shop could not take it just now; we will try again in \d s/ }),
    ).toBeVisible();

    // The second one goes out on its own once the shop answers again, while the first keeps to its wait.
    answer = 'open';
    await expect
      .poll(async () => (await sql('select 1 from contact_messages where subject = $1', [`${subject} 2`])).length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await sql('select 1 from contact_messages where subject = $1', [subject])).toHaveLength(0);
    await sql('delete from contact_messages where subject like $1', [`${subject}%`]);
  });
});

test.describe('an admin on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('4. every admin table opens offline from saved data, read-only, with the reason shown', async ({
    page,
    context,
    newCustomer,
  }) => {
    await placeOrder(page, newCustomer, (await tools(page))[0]!);
    await logIn(page, demoAdmin, '/login?redirect=/dashboard/orders');
    await waitForServiceWorker(page);
    const pages = [
      { path: '/dashboard/orders', table: 'All orders', what: 'the orders', action: /^pending: ship|^Cancel / },
      { path: '/dashboard/products', table: 'Products', what: 'the products', action: /^Delete / },
      { path: '/dashboard/Allusers', table: 'All users', what: 'the users', action: /^make admin/ },
      { path: '/dashboard/blogs', table: 'all blog posts', what: 'the blog posts', action: /^Delete / },
    ];
    for (const { path } of pages) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
    }

    await context.setOffline(true);
    for (const { path, table, what, action } of pages) {
      await page.goto(path);
      await expect(page.getByRole('table', { name: table })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: `You are offline — showing ${what} saved` }),
      ).toContainText('Changes need a connection.');
      const buttons = page.getByRole('table', { name: table }).getByRole('button', { name: action });
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
    }
    await context.setOffline(false);
  });
});
