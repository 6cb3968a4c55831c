import type { Page } from '@playwright/test';
import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { savedSignIn } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { deviceDrafts } from './support/saved';
import { dataTable, rowsOf } from './support/tables';

const dropCloth = 'Canvas Drop Cloth, 9 x 12 ft';
const tape = "Painter's Tape, 2-pack";
const puttyKnives = 'Putty Knife Set, 3 pieces';

async function toolNamed(page: Page, name: string): Promise<Tool> {
  const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
  return tools.find((tool) => tool.name === name)!;
}

async function fillDelivery(page: Page) {
  await page.getByLabel('Address').fill('42 Willow Way');
  await page.getByLabel('State').fill('Oregon');
  await page.getByLabel('Zip').fill('97401');
}

test('a customer buys a tool from the home page and sees the order in My Orders', async ({
  page,
  newCustomer,
  sql,
}) => {
  const tool = await toolNamed(page, dropCloth);
  await page.goto('/');
  await page.getByRole('link', { name: `Buy Now: ${dropCloth}` }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill(newCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill(newCustomer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(`/tools/${tool._id}`);
  await expect(page.getByRole('heading', { level: 1, name: dropCloth })).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue(String(tool.minOrderQuanity));
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Purchase' }).click();

  await expect(page).toHaveURL('/orders');
  await expect(page.getByLabel('Name')).toHaveValue(newCustomer.name);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('checkout-total')).toHaveText('$86.97');
  await fillDelivery(page);
  await page.getByRole('button', { name: 'proceed & checkout' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Your Order Has been placed' })).toBeVisible();
  // Straight on to that order's payment page.
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Payment for ${dropCloth}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $86.97' })).toBeVisible();
  const rows = await sql(
    `select i.product_name, i.quantity, o.total_cents, o.status, o.paid from orders o
       join users u on u.id = o.user_id join order_items i on i.order_id = o.id where u.email = $1`,
    [newCustomer.email],
  );
  expect(rows).toEqual([{ product_name: dropCloth, quantity: 3, total_cents: 8697, status: 'pending', paid: false }]);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
  const table = dataTable(page, 'My orders');
  const row = rowsOf(table).filter({ hasText: dropCloth });
  await expect(row).toContainText('3 × $28.99 = $86.97');
  await expect(row).toContainText('42 Willow Way');
  await expect(row).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
  await expect(row.getByRole('link', { name: `Pay for ${dropCloth}` })).toHaveAttribute(
    'href',
    /\/dashboard\/payment\//,
  );
});

// What the tool and checkout pages do for someone signed in, whoever they are: the demo customer signed in once.
test.describe('signed in as the demo customer', () => {
  test.use({ storageState: savedSignIn.customer });

  test('Purchase is enabled only while minimum <= quantity <= available', async ({ page }) => {
    const tool = await toolNamed(page, tape);
    await page.goto(`/tools/${tool._id}`);
    const quantity = page.getByLabel('Quantity');
    const purchase = page.getByRole('button', { name: 'Purchase' });
    await expect(quantity).toHaveValue(String(tool.minOrderQuanity));
    await expect(purchase).toBeEnabled();
    await quantity.fill(String(tool.minOrderQuanity - 1));
    await expect(purchase).toBeDisabled();
    await quantity.fill(String(tool.orderQuanity + 1));
    await expect(purchase).toBeDisabled();
    await quantity.fill(String(tool.orderQuanity));
    await expect(purchase).toBeEnabled();
    await quantity.fill('');
    await expect(purchase).toBeDisabled();
    await quantity.pressSequentially('-5.5e');
    await expect(quantity).toHaveValue('55');
  });

  test('the chosen product and typed address survive a reload of the checkout page', async ({ page }) => {
    const tool = await toolNamed(page, tape);
    await page.goto(`/tools/${tool._id}`);
    await page.getByLabel('Quantity').fill('8');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/orders');
    await page.getByLabel('Address').fill('7 Cedar Court');
    // Kept on the device as it is typed: the reload comes once it is, as a person's would after the last key.
    await expect.poll(async () => JSON.stringify(await deviceDrafts(page))).toContain('7 Cedar Court');
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(tape);
    await expect(page.getByTestId('checkout-total')).toHaveText('$95.92');
    await expect(page.getByLabel('Address')).toHaveValue('7 Cedar Court');
  });

  test('checkout with no product chosen goes home', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL('/');
  });

  test('an unknown tool shows a not-found message without signing out', async ({ page }) => {
    await page.goto('/tools/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'This tool was not found' })).toBeVisible();
    await page.goto('/tools/not-an-id');
    await expect(page.getByRole('heading', { name: 'This tool was not found' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
  });
});

// That the expiry job then writes it expired and puts its tools back on the shelf is order-holds.test.ts's to check.
test('an order not paid in time shows as expired, can no longer be paid, and offers to order again', async ({
  page,
  request,
  newCustomer,
  sql,
}) => {
  const tool = await toolNamed(page, puttyKnives);
  const token = await apiSessionToken(request, newCustomer);
  const order = (await (
    await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: tool._id, productQuantity: 4, userAddress: '3 Birch Rd', userState: 'OR', userZip: '97401' },
    })
  ).json()) as Order;
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/myOrders');
  const row = rowsOf(dataTable(page, 'My orders')).filter({ hasText: puttyKnives });
  await expect(row).toContainText(/its tools are held until/);
  await expect(row.getByRole('link', { name: `Pay for ${puttyKnives}` })).toBeVisible();

  await sql("update orders set reserved_until = now() - interval '1 minute' where id = $1", [order._id]);
  await page.reload();
  await expect(row).toContainText('Expired');
  await expect(row.getByRole('link', { name: `Pay for ${puttyKnives}` })).toHaveCount(0);

  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'not paid in time' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.getByRole('link', { name: `Order ${puttyKnives} again` }).click();
  await expect(page).toHaveURL(`/tools/${tool._id}`);
});
