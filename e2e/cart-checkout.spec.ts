import { randomUUID } from 'node:crypto';
import { logIn } from './support/accounts';
import {
  addFromCard,
  cartLink,
  changeTool,
  expectCartCount,
  fillDelivery,
  ordersOf,
  said,
  toolNamed,
} from './support/cart';
import { announceCatalogueChange } from './support/catalogue';
import { expect, test } from './support/fixtures';

/**
 * The cart's checkout on a phone (390 px): what changed since the cart was filled (a price, the stock),
 * what the shop refuses on its line, and a lost answer retried without ordering twice. What a retry with a
 * changed body does after a lost answer is order-attempt.test.ts's and order-attempts.test.ts's to check.
 */

// Whole journeys, with sign-ins, reloads and the shop's answers, on a machine running two of them at once.
test.describe.configure({ timeout: 60_000 });

const ladder = 'Aluminium Step Ladder, 6 ft';

test('the checkout shows a price changed and stock run short since the cart was filled, and what the shop refuses on its line', async ({
  page,
  newCustomer,
  sql,
}) => {
  // A pole of this test's own: its stock is set outright below, which a spec beside it buying the shop's pole would
  // change under it.
  const pole = `Checkout Pole ${randomUUID().slice(0, 6)}`;
  const [{ id: poleId }] = (await sql<{ id: string }>(
    `insert into tools (name, description, image, price_cents, min_order_quantity, available_quantity)
     values ($1, 'A pole made for this test.', '/images/tools/extension-pole.svg', 3299, 1, 20) returning id`,
    [pole],
  )) as [{ id: string }];
  await announceCatalogueChange(sql);
  const [theLadder, thePole] = [await toolNamed(page, ladder), await toolNamed(page, pole)];
  await logIn(page, newCustomer, '/login');
  await page.goto('/');
  await addFromCard(page, ladder);
  // Kept on the device before the page is left.
  await expectCartCount(page, 1);
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
    const place = page.getByRole('button', { name: 'proceed & checkout' });
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
    await sql('delete from tools where id = $1', [poleId]);
  }
});
