import type { Post } from '../src/shared/answers/catalogue';
import { openNavMenu } from './support/accounts';
import { chooseVisit, pickFreeVisits } from './support/visits';
import { expect, expectNoSeriousA11yViolations, signInByApi, test, withoutServiceWorker } from './support/fixtures';
import { tools } from './support/offline';
import { deviceWidths, expectInReachAtWidths, holdAt, loadLazySections } from './support/reach';

test.use(withoutServiceWorker);

/**
 * Every page outside the dashboard at every width people hold it, with its data in place: the public
 * pages, a post, the booking form once a visit is chosen, sign-in and sign-up, the page of an unknown
 * address, a tool's detail and the checkout, and the menu opened on the widths where the navigation folds into
 * it. Each page is loaded once, at the narrowest width, and walked through the others by resizing it (see
 * expectInReachAtWidths). The public pages are checked with axe too, at a phone's width and at a tablet's
 * sideways, where the desktop's layout begins.
 */

/** The widths at which each public page is checked for accessibility: a phone's, and the desktop layout's. */
const a11yWidths = [360, 1024];

test('every control of every public page is in reach at every width, with no serious accessibility violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [post] = (await (await page.request.get('/api/posts')).json()) as Post[];
  const paths = [
    '/',
    '/about',
    '/blogs',
    `/blogs/${post!._id}`,
    '/contactUs',
    '/book',
    '/login',
    '/signUp',
    '/no-such-page',
  ];
  for (const path of paths) {
    await holdAt(page, deviceWidths[0]!);
    await page.goto(path);
    // Bring the lazily loaded reviews slider in, so it is checked too: scrolled to until it has loaded.
    await loadLazySections(page);
    await expectInReachAtWidths(page, path, deviceWidths, async (width) => {
      if (a11yWidths.includes(width)) await expectNoSeriousA11yViolations(page);
    });
  }
  const [visit] = await pickFreeVisits(page.request, 1);
  await holdAt(page, deviceWidths[0]!);
  await page.goto('/book');
  await chooseVisit(page, visit!);
  await expect(page.getByLabel('Phone')).toBeVisible();
  await expectInReachAtWidths(page, 'the booking form');

  await expectInReachAtWidths(page, 'the menu', deviceWidths, async () => {
    await openNavMenu(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'blogs', exact: true }),
    ).toBeVisible();
  });
});

test("every control of a tool's page and the checkout is in reach at every width", async ({ page, newCustomer }) => {
  test.setTimeout(60_000);
  const [tool] = await tools(page);
  await holdAt(page, deviceWidths[0]!);
  await signInByApi(page, newCustomer);
  await page.goto(`/tools/${tool!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tool!.name })).toBeVisible();
  await loadLazySections(page);
  await expectInReachAtWidths(page, 'tool');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByLabel('Address')).toBeVisible();
  await expectInReachAtWidths(page, 'checkout', [...deviceWidths].reverse());
});

test("every control of the cart and the cart's checkout is in reach at every width", async ({ page, newCustomer }) => {
  test.setTimeout(60_000);
  const [first, second] = await tools(page);
  await holdAt(page, deviceWidths[0]!);
  await signInByApi(page, newCustomer);
  await page.goto('/');
  for (const tool of [first!, second!]) {
    await page.getByRole('button', { name: `Add ${tool.name} to cart` }).click();
    // The first add on a page just signed in waits for the cart's code and its first read of the shop's copy: a
    // loaded run of two workers has taken longer than the usual 7 s to say so.
    await expect(page.getByRole('alert').filter({ hasText: tool.name })).toBeVisible({ timeout: 15_000 });
  }
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(2);
  await expectInReachAtWidths(page, 'cart');
  await page.goto('/checkout');
  await expect(page.getByRole('list', { name: 'Order lines' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Address')).toBeVisible();
  await expectInReachAtWidths(page, 'cart-checkout', [...deviceWidths].reverse());
});
