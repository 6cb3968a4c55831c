import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { formatDollars } from '../src/shared/money';
import { savedSignIn, signedOutPhone } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test, withoutServiceWorker } from './support/fixtures';
import { dataTable, rowsOf } from './support/tables';

/** An order of several tools: summed up where orders are listed, each tool on the order's pages. */

test.use({ ...withoutServiceWorker, viewport: { width: 820, height: 1180 }, storageState: savedSignIn.admin });

test('an order of three tools is summed up in the tables, and listed whole on its pages and the payment page', async ({
  page,
  browser,
  newCustomer,
}) => {
  const token = await apiSessionToken(page.request, newCustomer);
  const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
  const chosen = ['Telescopic Extension Pole, 4-8 ft', 'Sanding Block Kit', 'Aluminium Step Ladder, 6 ft'].map((name) =>
    tools.find((tool) => tool.name === name)!,
  );
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      items: chosen.map((tool) => ({ productId: tool._id, quantity: tool.minOrderQuanity })),
      userAddress: '9 Gable Row',
      userState: 'OR',
      userZip: '97401',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;
  const units = chosen.reduce((sum, tool) => sum + tool.minOrderQuanity, 0);
  const summary = `3 tools, ${units} units: ${formatDollars(order.totalPrice)}`;
  expect(order.productName).toMatch(/ and 2 more tools$/);
  try {
    await page.goto('/dashboard/orders');
    const row = rowsOf(dataTable(page, 'All orders')).filter({ hasText: newCustomer.email });
    await expect(row).toContainText(summary);
    await row.getByRole('link', { name: order.productName, exact: true }).click();
    const lines = page.getByRole('table', { name: 'Tools on this order' }).getByRole('row');
    // The heading row, a row per tool, the subtotal, tax, delivery and total.
    await expect(lines).toHaveCount(8);
    for (const tool of chosen) await expect(lines.filter({ hasText: tool.name })).toHaveCount(1);

    const phone = await signedOutPhone(browser);
    const customer = await phone.newPage();
    await signInByApi(customer, newCustomer);
    await customer.goto('/dashboard/myOrders');
    const theirRow = rowsOf(dataTable(customer, 'My orders'));
    await expect(theirRow).toContainText(summary);
    await theirRow.getByRole('link', { name: order.productName, exact: true }).click();
    await expect(customer.getByRole('table', { name: 'Tools on this order' }).getByRole('row')).toHaveCount(8);
    await customer.getByRole('link', { name: 'Pay for this order' }).click();
    await expect(customer).toHaveURL(`/dashboard/payment/${order._id}`);
    for (const tool of chosen) {
      await expect(customer.getByRole('table', { name: 'Tools on this order' })).toContainText(tool.name);
    }
    await expect(customer.getByRole('button', { name: `Pay ${formatDollars(order.totalPrice)}` })).toBeVisible();
    await phone.close();
  } finally {
    // Cancelled by its customer, the order gives its tools back.
    const cancelled = await page.request.delete(`/api/orders/${order._id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(cancelled.ok()).toBe(true);
  }
});
