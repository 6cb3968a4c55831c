import type { Page } from '@playwright/test';
import { logIn } from './support/accounts';
import {
  addFromCard,
  cartLines,
  cartLink,
  expectCartCount,
  fillDelivery,
  ordersOf,
  said,
  serverCart,
} from './support/cart';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { expectWholeCatalogue, signOutKeepingNothingWaiting, waitForServiceWorker } from './support/offline';
import { waitForNetworkQuiet, waitForSaved } from './support/saved';

/**
 * The cart on a painter's phone (390 px): filled offline across reloads, joined to the painter's account
 * at sign-in, and ordered as one order; kept apart between two people on one device. Phone project only
 * (cart-checkout.spec.ts checks the checkout itself).
 */

// Whole journeys, with sign-ins, reloads and the shop's answers, on a machine running two of them at once.
test.describe.configure({ timeout: 60_000 });

const brush = 'Angled Sash Brush, 2.5 in';
const roller = 'Roller Kit with Tray';
const pole = 'Telescopic Extension Pole, 4-8 ft';
const ladder = 'Aluminium Step Ladder, 6 ft';

const line = (page: Page, name: string) => cartLines(page).filter({ hasText: name });

test('a painter fills the cart offline across a reload, signs in back online, and pays one order of three tools', async ({
  page,
  context,
  newCustomer,
}) => {
  await page.goto('/');
  await expectWholeCatalogue(page);
  await waitForServiceWorker(page);
  await waitForSaved(page, [['tools']]);

  await context.setOffline(true);
  await addFromCard(page, brush);
  await expect(said(page, `Added 3 × ${brush} to your cart.`)).toBeVisible();
  await addFromCard(page, roller);
  await expect(said(page, `Added 1 × ${roller} to your cart.`)).toBeVisible();
  // One above its minimum: the roller once more.
  await addFromCard(page, roller);
  await expect(said(page, `${roller}: 2 in your cart now.`)).toBeVisible();
  await addFromCard(page, pole);
  await expectCartCount(page, 3);

  await page.reload();
  await expectCartCount(page, 3);
  await cartLink(page).click();
  await expect(page).toHaveURL('/cart');
  await expect(cartLines(page)).toHaveCount(3);
  await page.reload();
  await expect(cartLines(page)).toHaveCount(3);
  await expect(line(page, brush).getByRole('textbox', { name: `Quantity of ${brush}` })).toHaveValue('3');
  await expect(line(page, roller).getByRole('textbox', { name: `Quantity of ${roller}` })).toHaveValue('2');
  // 3 × $14.99 + 2 × $24.50 + 1 × $32.99
  await expect(page.getByTestId('cart-total')).toHaveText('$126.96');
  await expect(page.getByText(/^Prices as seen (just now|\d+ min ago)/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checkout needs a connection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Sign in to check out' }).click();
  await page.getByLabel('Email', { exact: true }).fill(newCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill(newCustomer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(said(page, '3 tools from before you signed in were added to your cart.')).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText('nothing changed since you filled your cart')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order lines' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('checkout-total')).toHaveText('$126.96');
  await expect(page.getByLabel('Name')).toHaveValue(newCustomer.name);
  await expectNoSeriousA11yViolations(page);
  await fillDelivery(page);
  await page.getByRole('button', { name: 'proceed & checkout' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expectCartCount(page, 0);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $126.96' }).click();
  await expect(page.getByText('Transaction id:')).toBeVisible();

  const orders = await ordersOf(page, newCustomer);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paid: true, totalPrice: 126.96, productQuantity: 6 });
  expect(orders[0]!.items.map(({ productName, quantity }) => [productName, quantity])).toEqual([
    [brush, 3],
    [roller, 2],
    [pole, 1],
  ]);
  await expect.poll(async () => (await serverCart(page, newCustomer)).items).toEqual([]);
});

// That a cart follows its owner to another device is cart-sync.test.ts's and the server's cart.test.ts's to check.
test('two people on one device never see each other’s cart, and a cart waits for its owner’s next sign-in', async ({
  page,
  context,
  newCustomer,
  otherCustomer,
}) => {
  await logIn(page, newCustomer, '/login');
  // A second tab sees the cart change as it happens.
  const otherTab = await context.newPage();
  await otherTab.goto('/cart');
  await expect(otherTab.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto('/');
  await addFromCard(page, ladder);
  await addFromCard(page, brush);
  await expectCartCount(page, 2);
  await expect(cartLines(otherTab)).toHaveCount(2);
  await expectCartCount(otherTab, 2);
  await otherTab.close();
  await expect.poll(async () => (await serverCart(page, newCustomer)).items).toHaveLength(2);
  await signOutKeepingNothingWaiting(page);
  await expectCartCount(page, 0);

  await logIn(page, otherCustomer, '/login?redirect=/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectCartCount(page, 0);
  for (const name of [ladder, brush]) await expect(page.getByText(name)).toHaveCount(0);
  await signOutKeepingNothingWaiting(page);

  await logIn(page, newCustomer, '/login?redirect=/cart');
  await expect(cartLines(page)).toHaveCount(2);
  await expectCartCount(page, 2);
  for (const name of [ladder, brush]) await expect(line(page, name)).toBeVisible();
});

test.describe('before the worker keeps the cart’s code', () => {
  // A first visit whose worker is not ready yet: nothing on the device holds the cart's code.
  test.use({ serviceWorkers: 'block' });

  test('Add to cart says why it could not add while the cart’s code cannot be fetched, and adds once it can', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectWholeCatalogue(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    // The app has fetched what it loads by itself (its chrome, in an idle moment): only the cart's code is left.
    await waitForNetworkQuiet(page);
    // Every script fetched from now on fails, as offline before the worker is ready, or a file missing.
    const scripts = /\/assets\/.+\.js(\?.*)?$/;
    await context.route(scripts, (route) => route.abort('internetdisconnected'));
    await addFromCard(page, brush);
    await expect(
      page.getByRole('alert').filter({ hasText: `${brush} was not added: the cart is not on this device yet` }),
    ).toBeVisible();
    await expectCartCount(page, 0);

    await context.unroute(scripts);
    await addFromCard(page, brush);
    await expect(said(page, `Added 3 × ${brush} to your cart.`)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'was not added' })).toHaveCount(0);
    await expectCartCount(page, 1);
  });
});
