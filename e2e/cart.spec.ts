import type { Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { cartLines, cartLink, changeTool, expectCartCount, ordersOf, serverCart, toolNamed } from './support/cart';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signOutKeepingNothingWaiting, toolItems, waitForServiceWorker } from './support/offline';
import { waitForSaved } from './support/saved';

/**
 * The cart on a painter's phone (390 px): filled offline across reloads, joined to the painter's account
 * at sign-in, and ordered as one order; kept apart between two people on one device, and following its
 * owner to another; and checked against the shop's tools before the order is placed. Phone project only.
 */

const brush = 'Angled Sash Brush, 2.5 in';
const roller = 'Roller Kit with Tray';
const pole = 'Telescopic Extension Pole, 4-8 ft';
const ladder = 'Aluminium Step Ladder, 6 ft';

const said = (page: Page, words: string | RegExp) => page.getByRole('alert').filter({ hasText: words });

async function addFromCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
}

const line = (page: Page, name: string) => cartLines(page).filter({ hasText: name });

async function fillDelivery(page: Page) {
  await page.getByLabel('Address').fill('12 Scaffold Row');
  await page.getByLabel('State').fill('Oregon');
  await page.getByLabel('Zip').fill('97401');
}

test('a painter fills the cart offline across a reload, signs in back online, and pays one order of three tools', async ({
  page,
  context,
  newCustomer,
}) => {
  await page.goto('/');
  await expect(toolItems(page)).toHaveCount(12);
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
  await page.getByRole('button', { name: 'Place order' }).click();

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

test('two people on one device never see each other’s cart, and a cart follows its owner to another device', async ({
  page,
  context,
  browser,
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

  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await elsewhere.newPage();
    await logIn(phone, newCustomer, '/login?redirect=/cart');
    await expect(cartLines(phone)).toHaveCount(2);
    await expect(line(phone, ladder)).toBeVisible();
    await line(phone, ladder)
      .getByRole('button', { name: `One more ${ladder}` })
      .click();
    await expect
      .poll(async () => (await serverCart(page, newCustomer)).items)
      .toContainEqual(expect.objectContaining({ quantity: 2 }));
  } finally {
    await elsewhere.close();
  }
  await page.reload();
  await expect(line(page, ladder).getByRole('textbox', { name: `Quantity of ${ladder}` })).toHaveValue('2');
});

test('the checkout shows a price changed and stock run short since the cart was filled, and what the shop refuses on its line', async ({
  page,
  newCustomer,
}) => {
  const [theLadder, thePole] = [await toolNamed(page, ladder), await toolNamed(page, pole)];
  await logIn(page, newCustomer, '/login');
  await page.goto('/');
  await addFromCard(page, ladder);
  // From the tool's page, at the quantity chosen there.
  await page.goto(`/tools/${thePole._id}`);
  await page.getByLabel('Quantity').fill('5');
  await page.getByRole('button', { name: `Add ${pole} to cart` }).click();
  await expect(said(page, `Added 5 × ${pole} to your cart.`)).toBeVisible();
  await cartLink(page).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$283.95');

  const restore: (() => Promise<void>)[] = [];
  try {
    restore.push(await changeTool(page, theLadder, { price: 129 }));
    restore.push(await changeTool(page, thePole, { orderQuanity: 3 }));
    await page.getByRole('link', { name: 'Checkout' }).click();
    const lines = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
    await expect(lines.filter({ hasText: ladder })).toContainText(
      'Price up from $119.00 to $129.00 since you added it.',
    );
    await expect(lines.filter({ hasText: pole })).toContainText(
      'Only 3 left in stock: lower the quantity or remove it.',
    );
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('checkout-changes.png'), fullPage: true });

    // One less than too many is what is left.
    const poleLine = lines.filter({ hasText: pole });
    await poleLine.getByRole('button', { name: `One less ${pole}` }).click();
    await expect(poleLine.getByRole('textbox', { name: `Quantity of ${pole}` })).toHaveValue('3');
    await expect(place).toBeEnabled();
    await expect(page.getByTestId('checkout-total')).toHaveText('$227.97');

    // Someone else buys the pole meanwhile: the shop refuses, and says so on the pole's line.
    restore.push(await changeTool(page, thePole, { orderQuanity: 1 }));
    await fillDelivery(page);
    await place.click();
    await expect(lines.filter({ hasText: pole })).toContainText(/Only 1 (of .+ )?left in stock/);
    await expect(place).toBeDisabled();
    await lines
      .filter({ hasText: pole })
      .getByRole('button', { name: `Remove ${pole}` })
      .click();
    await expect(place).toBeEnabled();

    // The shop places the order but its answer is lost on the way: the retry sends the same key, and the
    // shop answers with the order it placed, not a second one.
    const keys: string[] = [];
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The order could not be sent' })).toBeVisible();
    await expect(place).toBeEnabled({ timeout: 15_000 });
    await place.click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orders = await ordersOf(page, newCustomer);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order!.items).toEqual([expect.objectContaining({ productName: ladder, quantity: 1, price: 129 })]);
  } finally {
    for (const undo of restore.reverse()) await undo();
  }
});
