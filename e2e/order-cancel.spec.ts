import type { Order } from '../src/shared/answers/orders';
import { savedSignIn } from './support/accounts';
import { toolNamed } from './support/cart';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { payThroughTestGateway } from './support/payments';
import { dataTable, rowsOf } from './support/tables';

/** Cancelling keeps the order: its customer's unpaid one, or any the shop has not delivered, a paid one refunded. */
const tape = "Painter's Tape, 2-pack";
const ladder = 'Aluminium Step Ladder, 6 ft';

test('a customer cancels a pending order: it stays, cancelled, and its stock returns', async ({
  page,
  request,
  newCustomer,
  sql,
}) => {
  const tool = await toolNamed(page, tape);
  const token = await apiSessionToken(request, newCustomer);
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: tool._id, productQuantity: 5, userAddress: '1 Pine St', userState: 'OR', userZip: '97401' },
  });
  const order = (await placed.json()) as Order;
  const stockAfterOrder = Number(
    (await sql('select available_quantity from tools where id = $1', [tool._id]))[0]!.available_quantity,
  );

  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/myOrders');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Cancel ${tape}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your Order has been cancelled' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect(await sql('select status from orders where id = $1', [order._id])).toEqual([{ status: 'cancelled' }]);
  const stockNow = Number(
    (await sql('select available_quantity from tools where id = $1', [tool._id]))[0]!.available_quantity,
  );
  expect(stockNow).toBe(stockAfterOrder + 5);

  await page.goto('/dashboard/myOrders');
  const row = rowsOf(dataTable(page, 'My orders')).filter({ hasText: tape });
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText('Cancelled; nothing was charged.')).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel ${tape}` })).toHaveCount(0);
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('the admin cancels a paid order: the question names the refund, and the order stays, cancelled and refunded', async ({
    page,
    request,
    newCustomer,
    sql,
  }) => {
    const tool = await toolNamed(page, ladder);
    const token = await apiSessionToken(request, newCustomer);
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: tool._id, productQuantity: 1, userAddress: '1 Pine St', userState: 'OR', userZip: '97401' },
    });
    const order = (await placed.json()) as Order;
    const intentId = await payThroughTestGateway(request, token, order._id);
    const amount = `$${order.totalPrice.toFixed(2)}`;

    await page.goto(`/dashboard/orders/${order._id}`);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Cancel ${ladder} for ${newCustomer.name}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `The order has been cancelled and ${amount} refunded` }),
    ).toBeVisible();
    expect(question).toContain(`Cancel this order and refund ${amount} to ${newCustomer.name}?`);
    await expect(page.getByText('Cancelled; the payment was given back.')).toBeVisible();
    await expect(page.getByText('Paid, then refunded')).toBeVisible();
    await expect(
      page.getByText(`Cancelled by the shop; ${amount} refunded to the card it was paid with.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Cancel ${ladder} for ${newCustomer.name}` })).toHaveCount(0);
    expect(await sql('select status, paid from orders where id = $1', [order._id])).toEqual([
      { status: 'cancelled', paid: true },
    ]);
    expect(await sql('select type, status from payments where intent_id = $1 order by type', [intentId])).toEqual([
      { type: 'charge', status: 'succeeded' },
      { type: 'refund', status: 'succeeded' },
    ]);
  });
});
