import type { Page } from '@playwright/test';
import { demoAdmin, logIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { bookVisit, cancelVisit } from './support/bookings';
import { placeOrder, tools } from './support/offline';

/**
 * Every dashboard page at the widths its people hold: customers on phones (360, 390 px), admins on
 * tablets upright and sideways (768, 820, 1024 px). Fails when the page scrolls sideways, when a visible
 * control lies beyond the screen's edge, or when a row's action is smaller than a 44 × 44 px target.
 * Screenshots of each page and width go with the test's results.
 */

async function problemsInReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`the page scrolls sideways (${scrollWidth} px wide in ${width} px)`);
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
        .trim()
        .slice(0, 50);
    const controls = document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('.sr-only')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(
          `${control.tagName.toLowerCase()} "${name(control)}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
    const rowActions = document.querySelectorAll('main table :is(button, a), main ul[aria-label] > li :is(button, a)');
    for (const action of rowActions) {
      const box = action.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44) {
        problems.push(`row action "${name(action)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      }
    }
    return problems;
  });
}

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

test('every control of every customer dashboard page is in reach at 360 and 390 px', async ({ page, newCustomer }) => {
  test.setTimeout(90_000);
  const order = await placeOrder(page, newCustomer, (await tools(page))[0]!);
  const visit = await bookVisit(page.request, { email: newCustomer.email, name: newCustomer.name });
  await logIn(page, newCustomer, '/login?redirect=/dashboard');
  const paths = [
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/addreview',
    '/dashboard/visits',
    `/dashboard/payment/${order._id}`,
  ];
  await checkPages(page, paths, [360, 390], 'customer');
  for (const path of ['/dashboard/myOrders', '/dashboard/visits']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
  await cancelVisit(page.request, visit);
});

test('every control of every admin dashboard page is in reach at 768, 820 and 1024 px', async ({
  page,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  const tool = (await tools(page))[0]!;
  await placeOrder(page, newCustomer, tool);
  await logIn(page, demoAdmin, '/login?redirect=/dashboard');
  const paths = [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/products',
    '/dashboard/Allusers',
    '/dashboard/blogs',
    '/dashboard/addPost',
    '/dashboard/addProduct',
    '/dashboard/messages',
    '/dashboard/bookings',
    `/dashboard/updateProduct/${tool._id}`,
  ];
  await checkPages(page, paths, [768, 820, 1024], 'admin');
  for (const path of ['/dashboard/orders', '/dashboard/Allusers', '/dashboard/bookings']) {
    await page.setViewportSize({ width: 768, height: 1100 });
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});
