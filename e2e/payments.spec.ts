import type { APIRequestContext, Page } from '@playwright/test';
import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { demoAdmin } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { dataTable, rowsOf } from './support/tables';

const roller = 'Roller Kit with Tray';

async function placeOrder(request: APIRequestContext, account: { email: string; password: string }) {
  const tools = (await (await request.get('/api/services')).json()) as Tool[];
  const tool = tools.find((candidate) => candidate.name === roller)!;
  const token = await apiSessionToken(request, account);
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: tool._id, productQuantity: 2, userAddress: '5 Spruce Ave', userState: 'OR', userZip: '97401' },
  });
  return (await response.json()) as Order;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test('a customer pays an order with 4242… and sees it paid in My Orders', async ({
  page,
  request,
  newCustomer,
  sql,
}) => {
  const order = await placeOrder(request, newCustomer);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/myOrders');
  await page.getByRole('link', { name: `Pay for ${roller}` }).click();

  await expect(page).toHaveURL(`/dashboard/payment/${order._id}`);
  await expect(page.getByRole('heading', { name: `Hello, ${newCustomer.name}` })).toBeVisible();
  await expect(page.getByText(`Payment for ${roller}`)).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $49.00' });
  await expect(pay).toBeEnabled();
  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();

  await expect(page.getByText('Transaction id:')).toBeVisible();
  const [row] = await sql<{ paid: boolean; transaction_id: string }>(
    'select paid, transaction_id from orders where id = $1',
    [order._id],
  );
  expect(row?.paid).toBe(true);
  expect(row?.transaction_id).toMatch(/^pi_test_/);
  expect(await sql('select amount_cents from payments where order_id = $1', [order._id])).toEqual([
    { amount_cents: 4900 },
  ]);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
  const orderRow = rowsOf(dataTable(page, 'My orders')).filter({ hasText: roller });
  await expect(orderRow.getByText('paid', { exact: true })).toBeVisible();
  await expect(orderRow).toContainText(row!.transaction_id);
  await expect(orderRow.getByText('completed')).toBeVisible();
});

test('an order the shop shipped before it was paid keeps its pay link, in My Orders and on its page; a declined card leaves it unpaid, 4242… pays it', async ({
  page,
  request,
  newCustomer,
  sql,
}) => {
  const order = await placeOrder(request, newCustomer);
  const admin = { Authorization: `Bearer ${await apiSessionToken(request, demoAdmin)}` };
  const shipped = await request.put(`/api/orders/${order._id}`, { headers: admin, data: { status: 'shipped' } });
  expect(shipped.status()).toBe(200);

  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/myOrders');
  const orderRow = rowsOf(dataTable(page, 'My orders')).filter({ hasText: roller });
  await expect(orderRow).toContainText('Shipped');
  await expect(orderRow.getByRole('link', { name: `Pay for ${roller}` })).toBeVisible();
  await orderRow.getByRole('link', { name: roller, exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/myOrders/${order._id}`);
  // The order's page says so in its own words (My Orders, still on screen as it opens, says it in a row).
  await expect(page.locator('p').filter({ hasText: 'On its way; not paid yet.' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay for this order' }).click();

  await expect(page).toHaveURL(`/dashboard/payment/${order._id}`);
  // A declined card first: the provider's message, the order still unpaid, and the button there to try again.
  await fillCard(page, '4000 0000 0000 0002');
  const pay = page.getByRole('button', { name: 'Pay $49.00' });
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await sql('select paid from orders where id = $1', [order._id])).toEqual([{ paid: false }]);
  await expect(pay).toBeEnabled();

  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('Transaction id:')).toBeVisible();
  expect(await sql('select paid, status from orders where id = $1', [order._id])).toEqual([
    { paid: true, status: 'shipped' },
  ]);
});
