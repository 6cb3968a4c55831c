import type { Page } from '@playwright/test';
import type { Post } from '../src/shared/api-types';
import { logIn, openNavMenu } from './support/accounts';
import { chooseVisit, pickFreeVisits } from './support/visits';
import { expect, test } from './support/fixtures';
import { tools } from './support/offline';
import { deviceWidths, loadLazySections, problemsInReach } from './support/reach';

/**
 * Every page outside the dashboard at every width people hold it, with its data in place: the public
 * pages, a post, the booking form once a visit is chosen, sign-in and sign-up, a tool's detail and the
 * checkout, and the menu opened on the widths where the navigation folds into it.
 */

async function expectInReach(page: Page, what: string, width: number) {
  await loadLazySections(page);
  await page.screenshot({ path: test.info().outputPath(`${what.replaceAll('/', '-')}-${width}.png`), fullPage: true });
  expect(await problemsInReach(page), `${what} at ${width} px`).toEqual([]);
}

for (const width of deviceWidths) {
  test(`every control of every public page is in reach at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    const [post] = (await (await page.request.get('/api/posts')).json()) as Post[];
    const paths = ['/', '/about', '/blogs', `/blogs/${post!._id}`, '/contactUs', '/book', '/login', '/signUp'];
    await page.setViewportSize({ width, height: width < 700 ? 800 : 1100 });
    for (const path of paths) {
      await page.goto(path);
      await expectInReach(page, path, width);
    }
    const [visit] = await pickFreeVisits(page.request, 1);
    await page.goto('/book');
    await chooseVisit(page, visit!);
    await expect(page.getByLabel('Phone')).toBeVisible();
    await expectInReach(page, '/book-form', width);

    await openNavMenu(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'blogs', exact: true }),
    ).toBeVisible();
    await expectInReach(page, 'menu', width);
  });
}

test("every control of a tool's page and the checkout is in reach at every width", async ({ page, newCustomer }) => {
  test.setTimeout(120_000);
  const [tool] = await tools(page);
  await logIn(page, newCustomer, `/login?redirect=/tools/${tool!._id}`);
  for (const width of deviceWidths) {
    await page.setViewportSize({ width, height: width < 700 ? 800 : 1100 });
    await page.goto(`/tools/${tool!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool!.name })).toBeVisible();
    await expectInReach(page, 'tool', width);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/orders');
    await expect(page.getByLabel('Address')).toBeVisible();
    await expectInReach(page, 'checkout', width);
  }
});

test("every control of the cart and the cart's checkout is in reach at every width", async ({ page, newCustomer }) => {
  test.setTimeout(120_000);
  const [first, second] = await tools(page);
  await logIn(page, newCustomer, '/login');
  for (const tool of [first!, second!]) {
    await page.getByRole('button', { name: `Add ${tool.name} to cart` }).click();
    await expect(page.getByRole('alert').filter({ hasText: tool.name })).toBeVisible();
  }
  for (const width of deviceWidths) {
    await page.setViewportSize({ width, height: width < 700 ? 800 : 1100 });
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(2);
    await expectInReach(page, 'cart', width);
    await page.goto('/checkout');
    await expect(page.getByRole('list', { name: 'Order lines' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByLabel('Address')).toBeVisible();
    await expectInReach(page, 'cart-checkout', width);
  }
});
