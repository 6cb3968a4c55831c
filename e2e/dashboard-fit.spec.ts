import type { Page } from '@playwright/test';
import { logIn, savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { bookVisit, cancelVisit } from './support/visits';
import { placeOrder, tools } from './support/offline';
import { deviceWidths, problemsInReach } from './support/reach';

/**
 * Every dashboard page at the widths its people hold (phones, tablets upright and sideways), for a customer
 * and for an admin, who is mostly on a tablet and sometimes on a phone. Fails when anything is out of reach
 * (see problemsInReach). Screenshots of each page and width go with the test's results.
 */

async function checkPages(page: Page, paths: string[], widths: number[], role: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 700 ? 800 : 1100 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      await page.screenshot({
        path: test.info().outputPath(`${role}${path.replaceAll('/', '-')}-${width}.png`),
        fullPage: true,
      });
      expect(await problemsInReach(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

test('every control of every customer dashboard page is in reach at every width', async ({ page, newCustomer }) => {
  test.setTimeout(150_000);
  const order = await placeOrder(page, newCustomer, (await tools(page))[0]!);
  const visit = await bookVisit(page.request, newCustomer);
  await logIn(page, newCustomer, '/login?redirect=/dashboard');
  const paths = [
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/addreview',
    '/dashboard/visits',
    `/dashboard/payment/${order._id}`,
    `/dashboard/myOrders/${order._id}`,
  ];
  await checkPages(page, paths, deviceWidths, 'customer');
  for (const path of ['/dashboard/myOrders', `/dashboard/myOrders/${order._id}`, '/dashboard/visits']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
  await cancelVisit(page.request, visit);
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('every control of every admin dashboard page is in reach at every width', async ({ page, newCustomer }) => {
    test.setTimeout(240_000);
    const tool = (await tools(page))[0]!;
    const order = await placeOrder(page, newCustomer, tool);

    const paths = [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/products',
      '/dashboard/Allusers',
      '/dashboard/blogs',
      '/dashboard/addPost',
      '/dashboard/addProduct',
      '/dashboard/messages',
      '/dashboard/emails',
      '/dashboard/quotes',
      '/dashboard/takings',
      '/dashboard/bookings',
      `/dashboard/updateProduct/${tool._id}`,
      `/dashboard/orders/${order._id}`,
    ];
    await checkPages(page, paths, deviceWidths, 'admin');
    for (const path of [
      '/dashboard/orders',
      `/dashboard/orders/${order._id}`,
      '/dashboard/Allusers',
      '/dashboard/bookings',
    ]) {
      await page.setViewportSize({ width: 768, height: 1100 });
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
