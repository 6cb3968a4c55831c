import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { demoAdmin, savedSignIn, signedOutPhone } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { addFromCard, expectCartCount } from './support/cart';
import { expectWholeCatalogue, waitForServiceWorker } from './support/offline';
import { payThroughTestGateway } from './support/payments';
import { waitForSaved } from './support/saved';
import { expectInReachAtWidths, holdAt, problemsInReach } from './support/reach';

test.use({ viewport: { width: 820, height: 1180 }, storageState: savedSignIn.admin });
// Each test sets the shop's books and puts them back: one at a time.
test.describe.configure({ mode: 'default' });

/**
 * The shop's books change what every order costs, so this runs in a project of its own, after every other spec
 * (playwright.config.ts): with WA taxed and delivery charged, the checkout shows each sum before paying, pickup
 * takes delivery off and taxes at the shop's state, the order keeps what it was charged, and once paid its
 * receipt prints alone.
 */
test('an admin sets tax and delivery on a tablet; the checkout shows subtotal, the state’s tax, delivery and the total before paying, and pickup changes them', async ({
  page: tablet,
  browser,
  newCustomer,
}) => {
  test.setTimeout(60_000);
  const admin = { Authorization: `Bearer ${await apiSessionToken(tablet.request, demoAdmin)}` };
  const setBooks = (rates: object[], delivery: object) =>
    Promise.all([
      tablet.request.put('/api/tax-rates', { headers: admin, data: { rates } }),
      tablet.request.put('/api/delivery', { headers: admin, data: delivery }),
    ]);
  const tools = (await (await tablet.request.get('/api/services')).json()) as Tool[];
  const tool = tools.find((each) => each.price < 50 && each.orderQuanity >= 5)!;
  const phone = await signedOutPhone(browser);
  const page = await phone.newPage();
  try {
    await tablet.goto('/dashboard/books');
    await tablet.getByRole('button', { name: 'Add a state' }).click();
    const rate = tablet.getByRole('list', { name: 'Tax rates' }).getByRole('listitem').last();
    // Every control in reach on a phone, on the tablet upright and on a desktop (before any notice shows).
    await expectInReachAtWidths(tablet, 'the tax and delivery page', [360, 820, 1280]);
    await tablet.screenshot({ path: test.info().outputPath('books-page-1280.png'), fullPage: true });
    await holdAt(tablet, 820);
    await rate.getByLabel('State').selectOption('WA');
    await rate.getByLabel('Rate (%)').fill('25');
    await tablet.getByRole('button', { name: 'Save tax rates' }).click();
    await expect(rate.getByText('Rate can be at most 20 %.')).toBeVisible();
    await rate.getByLabel('Rate (%)').fill('6.5');
    await tablet.getByRole('button', { name: 'Save tax rates' }).click();
    await expect(tablet.getByText('Tax rates saved', { exact: false })).toBeVisible();
    await tablet.getByLabel('Delivery charge ($)').fill('9.50');
    await tablet.getByLabel('Free from ($, blank: never)').fill('1000');
    await tablet.getByLabel('Customers may pick up at the shop, for nothing').check();
    await tablet.getByRole('button', { name: 'Save delivery' }).click();
    await expect(tablet.getByText('Delivery saved', { exact: false })).toBeVisible();
    expect(await (await tablet.request.get('/api/delivery')).json()).toEqual({
      flat: 9.5,
      freeFrom: 1000,
      pickup: true,
    });

    await signInByApi(page, newCustomer);
    await page.goto(`/tools/${tool._id}`);
    await page.getByLabel('Quantity').fill(String(tool.minOrderQuanity));
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/orders');
    await page.getByLabel('Address', { exact: true }).fill('8 Harbor Street');
    await page.getByLabel('State').fill('Washington');
    await page.getByLabel('Zip').fill('98101');

    const subtotalCents = Math.round(tool.price * 100) * tool.minOrderQuanity;
    const taxCents = Math.floor((subtotalCents * 6500 + 50_000) / 100_000);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const totals = page.getByRole('definition');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Tax (WA 6.5%)')).toBeVisible();
    await expect(totals.filter({ hasText: dollars(taxCents) }).first()).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(dollars(subtotalCents + taxCents + 950));
    for (const width of [390, 1280]) {
      await holdAt(page, width);
      await page.screenshot({ path: test.info().outputPath(`checkout-totals-${width}.png`), fullPage: true });
    }
    await holdAt(page, 390);

    // Collected at the shop: no delivery, and Oregon's tax, which is none.
    await page.getByRole('radio', { name: /Pick up at the shop/ }).check();
    await expect(page.getByText('214 Maple Street, Springfield, OR 97477')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(dollars(subtotalCents));
    await page.getByRole('radio', { name: 'Delivery to the address below' }).check();
    await page.getByRole('button', { name: 'proceed & checkout' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').at(-1)!;
    const token = await apiSessionToken(page.request, newCustomer);
    const order = (await (
      await page.request.get(`/api/order/${orderId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Order;
    expect(order).toMatchObject({ tax: taxCents / 100, delivery: 9.5, taxState: 'WA', deliveryMethod: 'ship' });
    await expect(page.getByRole('button', { name: `Pay ${dollars(subtotalCents + taxCents + 950)}` })).toBeVisible();

    // Paid: its receipt is a numbered document from the order's page, that prints alone.
    await payThroughTestGateway(page.request, token, orderId);
    await page.goto(`/dashboard/myOrders/${orderId}`);
    const receiptLink = page.getByRole('link', { name: /^R-\d{4}-\d{5}$/ });
    const receiptNumber = (await receiptLink.textContent())!;
    await receiptLink.click();
    await expect(page).toHaveURL(`/dashboard/documents/${receiptNumber}`);
    const receipt = page.getByRole('article', { name: `Receipt ${receiptNumber}` });
    await expect(receipt).toContainText('Sales tax (WA, 6.5%)');
    await expect(receipt).toContainText(`Paid by card${dollars(subtotalCents + taxCents + 950)}`);
    expect(await problemsInReach(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
  } finally {
    await setBooks([], { flat: 0, freeFrom: null, pickup: false });
    await phone.close();
  }
});

test('the cart shows the tax of the profile’s state and delivery before the checkout, and offline says they are as last known', async ({
  page: tablet,
  browser,
  newCustomer,
}) => {
  const admin = { Authorization: `Bearer ${await apiSessionToken(tablet.request, demoAdmin)}` };
  const setBooks = (rates: object[], delivery: object) =>
    Promise.all([
      tablet.request.put('/api/tax-rates', { headers: admin, data: { rates } }),
      tablet.request.put('/api/delivery', { headers: admin, data: delivery }),
    ]);
  const phone = await signedOutPhone(browser);
  const page = await phone.newPage();
  try {
    await setBooks([{ state: 'WA', percent: 6.5, painting: true }], { flat: 9.5, freeFrom: null, pickup: false });
    await signInByApi(page, newCustomer);
    const token = await apiSessionToken(page.request, newCustomer);
    const profile = await page.request.put(`/api/user/${newCustomer.email}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { address: '8 Harbor Street', state: 'Washington', zip: '98101' },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
    const tool = tools.find((each) => each.price < 50 && each.orderQuanity >= each.minOrderQuanity)!;
    await page.goto('/');
    await expectWholeCatalogue(page);
    await waitForServiceWorker(page);
    await addFromCard(page, tool.name);
    // Kept on the device before the page is left.
    await expectCartCount(page, 1);
    await page.goto('/cart');
    const subtotalCents = Math.round(tool.price * 100) * tool.minOrderQuanity;
    const taxCents = Math.floor((subtotalCents * 6500 + 50_000) / 100_000);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await expect(summary.getByText('Tax (WA 6.5%)')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(dollars(subtotalCents + taxCents + 950));
    await page.screenshot({ path: test.info().outputPath('cart-totals-390.png'), fullPage: true });
    await waitForSaved(page, [['books']]);
    await waitForSaved(page, [['profile', newCustomer.email]], { record: `user:${newCustomer.email}` });

    // Offline, a new page reads the books as saved on the device, and says the tax waits to be confirmed.
    await phone.setOffline(true);
    await page.reload();
    await expect(summary.getByText('tax is confirmed online at checkout', { exact: false })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(dollars(subtotalCents + taxCents + 950));
  } finally {
    await phone.setOffline(false);
    await phone.close();
    await setBooks([], { flat: 0, freeFrom: null, pickup: false });
  }
});
