import type { APIRequestContext, Page } from '@playwright/test';
import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { formatDollars } from '../src/shared/money';
import { orderKeys } from '../src/client/features/orders/api/order-keys';
import { userRecord } from '../src/client/lib/saved-queries';
import { demoAdmin, savedSignIn, signedOutPhone } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { payThroughTestGateway } from './support/payments';
import { problemsInReach } from './support/reach';
import { savedQueryData, waitForSaved } from './support/saved';
import { dataTable, rowsOf } from './support/tables';

/**
 * The life of an order after its sale: an admin on a tablet ships it with a tracking number, marks it
 * delivered and refunds it; its customer follows the same timeline on a phone, online and offline.
 */

const pole = 'Telescopic Extension Pole, 4-8 ft';
const carrier = 'UPS';
const trackingNumber = '1Z999AA10123456784';
const address = { userAddress: '9 Gable Row', userState: 'OR', userZip: '97401' };

async function placeOrderOf(request: APIRequestContext, token: string, quantity: number) {
  const tools = (await (await request.get('/api/services')).json()) as Tool[];
  const tool = tools.find((candidate) => candidate.name === pole)!;
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: tool._id, productQuantity: quantity, ...address },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** The timeline's steps, each by how it starts: a step's title, then its time and note. */
const timelineOf = (page: Page) => page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');

/** Accepts the next confirmation and answers its question. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

test.use({ viewport: { width: 820, height: 1180 }, storageState: savedSignIn.admin });

test('an admin ships, delivers and refunds a paid order on a tablet; its customer follows the same timeline on a phone, offline too', async ({
  page,
  browser,
  newCustomer,
  sql,
}) => {
  test.setTimeout(90_000);
  const token = await apiSessionToken(page.request, newCustomer);
  const order = await placeOrderOf(page.request, token, 2);
  const transactionId = await payThroughTestGateway(page.request, token, order._id);
  try {
    await page.goto('/dashboard/orders');
    const row = rowsOf(dataTable(page, 'All orders')).filter({ hasText: newCustomer.email });
    await expect(row).toContainText('Paid');
    await row.getByRole('link', { name: pole }).click();
    await expect(page).toHaveURL(`/dashboard/orders/${order._id}`);
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(newCustomer.email);
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('9 Gable Row');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(transactionId);
    await expect(page.getByRole('table', { name: 'Tools on this order' })).toContainText(
      formatDollars(order.totalPrice),
    );
    await expect(timelineOf(page)).toHaveText([/^Order placed/, /^Paid/, /^Next: Shipping/]);
    expect(await problemsInReach(page)).toEqual([]);

    const shipForm = page.getByRole('form', { name: `Ship ${pole}` });
    await shipForm.getByLabel('Carrier (optional)').fill(carrier);
    await shipForm.getByLabel('Tracking number (optional)').fill(trackingNumber);
    await shipForm.getByRole('button', { name: 'Ship order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'order has been shipped' })).toBeVisible();
    await expect(timelineOf(page)).toHaveText([/^Order placed/, /^Paid/, /^Shipped/, /^Next: Delivery/]);
    await expect(timelineOf(page).nth(2)).toContainText(carrier);
    await expect(timelineOf(page).nth(2)).toContainText(trackingNumber);
    await expect(shipForm).toHaveCount(0);

    const everyStep = [/^Order placed/, /^Paid/, /^Shipped/, /^Delivered/, /^Refunded/, /^Refunded/];
    const delivered = acceptNextDialog(page);
    await page.getByRole('button', { name: `Mark ${pole} for ${newCustomer.name} delivered` }).click();
    expect(await delivered).toBe(`Mark ${pole} for ${newCustomer.name} delivered?`);
    await expect(timelineOf(page)).toHaveText([/^Order placed/, /^Paid/, /^Shipped/, /^Delivered/]);

    // One of the two poles back first, chosen in the refund dialog on the tablet; then all that remains.
    const [refundDialog, half] = [
      page.getByRole('dialog', { name: `Refund ${newCustomer.name}` }),
      order.totalPrice / 2,
    ];
    const refundButton = page.getByRole('button', { name: `Refund ${pole} for ${newCustomer.name}` });
    await refundButton.click();
    await expect(refundDialog).toContainText(`${formatDollars(half * 2)} of ${formatDollars(half * 2)} remains`);
    await refundDialog.getByLabel('Chosen tools').check();
    await refundDialog.getByLabel(`${pole}, ${formatDollars(half)} each (up to 2)`).fill('1');
    expect(await problemsInReach(page)).toEqual([]);
    await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${formatDollars(half)} refunded to` })).toBeVisible();
    await expect(refundDialog).toHaveCount(0);
    await expect(timelineOf(page).nth(4)).toContainText('refunded in part');
    await refundButton.click();
    await expect(refundDialog.getByLabel(`All that remains, ${formatDollars(half)}`)).toBeChecked();
    await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(timelineOf(page)).toHaveText(everyStep);
    await expect(page.getByRole('button', { name: /^Refund / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Mark .* delivered$/ })).toHaveCount(0);
    expect(await sql('select status from orders where id = $1', [order._id])).toEqual([{ status: 'refunded' }]);
    // Read again from the shop, and without the notices, which slide out past the screen's edge.
    await page.reload();
    await expect(timelineOf(page)).toHaveText(everyStep);
    expect(await problemsInReach(page)).toEqual([]);

    const phone = await signedOutPhone(browser);
    const customer = await phone.newPage();
    await signInByApi(customer, newCustomer);
    await customer.goto('/dashboard/myOrders');
    await waitForServiceWorker(customer);
    await rowsOf(dataTable(customer, 'My orders')).filter({ hasText: pole }).getByRole('link', { name: pole }).click();
    await expect(customer).toHaveURL(`/dashboard/myOrders/${order._id}`);
    await expect(timelineOf(customer)).toHaveText(everyStep);
    await expect(timelineOf(customer).nth(2)).toContainText(trackingNumber);
    await expect(customer.getByRole('region', { name: 'Shipping' })).toContainText(carrier);
    expect(await problemsInReach(customer)).toEqual([]);

    // Saved as it is on screen: the order's page first saves the copy it started from (the list's row, which
    // has no timeline), and the whole order a moment after.
    await expect
      .poll(async () => {
        const saved = (await savedQueryData(customer, userRecord(newCustomer.email), orderKeys.one(order._id))) as
          Order | undefined;
        return saved?.events?.length;
      })
      .toBe(everyStep.length);
    await phone.setOffline(true);
    await customer.reload();
    await expect(timelineOf(customer)).toHaveText(everyStep);
    await expect(
      customer.getByRole('status').filter({ hasText: /You are offline — showing this order saved/ }),
    ).toBeVisible();

    await phone.close();
  } finally {
    // Shipped before it was refunded, only the pole refunded as returned came back on the shelf: put the other back.
    await sql(
      `update tools set available_quantity = available_quantity +
         (select sum(quantity - refunded_quantity) from order_items where order_id = $1) where id = $2`,
      [order._id, order.productId],
    );
  }
});

test("an unpaid order opens read-only offline, is shipped from its row's 'pending' badge and delivered from its row, and is never offered a refund", async ({
  page,
  context,
  newCustomer,
  sql,
}) => {
  const token = await apiSessionToken(page.request, newCustomer);
  const order = await placeOrderOf(page.request, token, 1);
  try {
    await page.goto('/dashboard/orders');
    const row = rowsOf(dataTable(page, 'All orders')).filter({ hasText: newCustomer.email });
    const who = `${pole} for ${newCustomer.name}`;
    await expect(row).toContainText(formatDollars(order.totalPrice));
    await expect(row.getByRole('button', { name: `Ship ${who}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Refund ${who}` })).toHaveCount(0);
    expect(await problemsInReach(page)).toEqual([]);

    await waitForServiceWorker(page);
    await row.getByRole('link', { name: pole }).click();
    await expect(timelineOf(page)).toHaveText([/^Order placed/, /^Next: Payment/]);
    await waitForSaved(page, [orderKeys.one(order._id)], { record: userRecord(demoAdmin.email) });
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline — showing this order saved' }),
    ).toContainText('Changes need a connection.');
    await expect(page.getByRole('button', { name: 'Ship order' })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Cancel ${who}` })).toBeDisabled();
    await context.setOffline(false);

    // The spec's clickable 'pending' badge asks, and ships with the tracking number given.
    await page.goto('/dashboard/orders');
    await row.getByRole('button', { name: `pending: make ${who} shipping` }).click();
    const dialog = page.getByRole('dialog', { name: `Ship ${pole} to ${newCustomer.name}` });
    await expect(dialog.getByText('Are you sure?want to make it Shipping')).toBeVisible();
    await dialog.getByLabel('Tracking number (optional)').fill(trackingNumber);
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'order has been shipped' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^pending: / })).toHaveCount(0);
    expect(await sql('select status from orders where id = $1', [order._id])).toEqual([{ status: 'shipped' }]);

    const delivered = acceptNextDialog(page);
    await row.getByRole('button', { name: `Mark ${who} delivered` }).click();
    await delivered;
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('button', { name: `Refund ${who}` })).toHaveCount(0);

    await row.getByRole('link', { name: pole }).click();
    await expect(timelineOf(page)).toHaveText([/^Order placed/, /^Shipped/, /^Delivered/]);
    await expect(timelineOf(page).nth(1)).toContainText(trackingNumber);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Not paid');
    await expect(page.getByRole('button', { name: /^Refund / })).toHaveCount(0);
  } finally {
    await sql('update tools set available_quantity = available_quantity + $1 where id = $2', [
      order.productQuantity,
      order.productId,
    ]);
  }
});
