import type { Page } from '@playwright/test';
import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { demoAdmin, savedSignIn } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { payThroughTestGateway } from './support/payments';
import {
  awaitPush,
  clickNotification,
  deliverToWorker,
  permissionAsks,
  pushDevice,
  shownNotifications,
} from './support/push';
import { seedSentQuote } from './support/quotes';

/**
 * Notifications on a customer's phone and an admin's tablet, through the stack's own push service (headless
 * Chromium reaches no real one): turned on from My profile (permission asked only on the press), a shipped
 * order, a sent quote and an admin's new paid order each reach the device encrypted for it, the worker shows
 * each, and its click opens its page.
 */

const numberOf = (id: string) => id.slice(0, 8).toUpperCase();

async function paidOrder(page: Page, token: string): Promise<Order> {
  const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
  const tool = tools.find((candidate) => candidate.orderQuanity > 100)!;
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      productId: tool._id,
      productQuantity: tool.minOrderQuanity,
      userAddress: '4 Brush Row',
      userState: 'OR',
      userZip: '97401',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;
  await payThroughTestGateway(page.request, token, order._id);
  return order;
}

test('a customer’s shipped order and sent quote, and the admin’s new paid order, reach their devices and open their pages', async ({
  page,
  browser,
  newCustomer,
  sql,
}) => {
  test.setTimeout(120_000);
  const phone = await pushDevice(page.context(), `phone-${Date.now()}`);
  const tabletContext = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    storageState: savedSignIn.admin,
  });
  const tablet = await tabletContext.newPage();
  const tabletDevice = await pushDevice(tabletContext, `tablet-${Date.now()}`);
  try {
    // Nothing is asked when the profile opens; the press asks, and this device is subscribed.
    await signInByApi(page, newCustomer);
    await page.goto('/dashboard');
    await waitForServiceWorker(page);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    expect(await permissionAsks(page)).toBe(0);
    await notifications.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(notifications.getByText('Notifications are on for this device.')).toBeVisible();
    expect(await permissionAsks(page)).toBe(1);
    await expect(notifications.getByRole('checkbox', { name: 'Quotes and invoices' })).toBeChecked();
    await expect(notifications.getByRole('checkbox', { name: 'New paid orders' })).toHaveCount(0);

    await tablet.goto('/dashboard');
    await waitForServiceWorker(tablet);
    const adminNotifications = tablet.getByRole('region', { name: 'Notifications' });
    await adminNotifications.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(adminNotifications.getByText('Notifications are on for this device.')).toBeVisible();
    await expect(adminNotifications.getByRole('checkbox', { name: 'New paid orders' })).toBeChecked();
    const stored = await sql<{ endpoint: string }>('select endpoint from push_subscriptions where endpoint = any($1)', [
      [phone.endpoint, tabletDevice.endpoint],
    ]);
    expect(stored).toHaveLength(2);

    // The order is paid: the admin's tablet is told, and its click opens the order there.
    const order = await paidOrder(page, await apiSessionToken(page.request, newCustomer));
    const newOrder = await awaitPush(tabletDevice, 'New paid order', `new-order:${order._id}`);
    expect(newOrder.url).toBe(`/dashboard/orders/${order._id}`);
    await deliverToWorker(tablet, newOrder);
    await expect
      // Shown by the tablet's worker once the push is delivered to it: in a loaded run of two workers that has
      // taken longer than the usual 7 s.
      .poll(() => shownNotifications(tablet), { timeout: 20_000 })
      .toContainEqual({
        title: 'New paid order',
        body: newOrder.body,
        tag: `new-order:${order._id}`,
        icon: expect.stringContaining('/icons/icon-192.png'),
        badge: expect.stringContaining('/icons/badge-96.png'),
        url: `/dashboard/orders/${order._id}`,
      });
    await clickNotification(tabletContext, `new-order:${order._id}`);
    await expect(tablet).toHaveURL(`/dashboard/orders/${order._id}`);
    await expect(tablet.getByRole('region', { name: 'Customer' })).toContainText(newCustomer.email);

    // The admin ships it: the customer's phone is told, and the click opens the order.
    const admin = { Authorization: `Bearer ${await apiSessionToken(page.request, demoAdmin)}` };
    const shipped = await page.request.put(`/api/orders/${order._id}`, {
      headers: admin,
      data: { status: 'shipped', carrier: 'UPS' },
    });
    expect(shipped.status()).toBe(200);
    const paid = await awaitPush(phone, `Order ${numberOf(order._id)} is paid`, `order:${order._id}`);
    const onItsWay = await awaitPush(phone, 'Your order is on its way', `order:${order._id}`);
    expect(onItsWay.body).toBe(`Order ${numberOf(order._id)} has shipped with UPS.`);
    await page.goto('/');
    const ofTheOrder = async () =>
      (await shownNotifications(page))
        .filter((shown) => shown.tag === `order:${order._id}`)
        .map((shown) => shown.title);
    await deliverToWorker(page, paid);
    await expect.poll(ofTheOrder).toEqual([paid.title]);
    // One tag per subject: the shipment replaces the receipt on the phone, rather than stacking beside it.
    await deliverToWorker(page, onItsWay);
    await expect.poll(ofTheOrder).toEqual(['Your order is on its way']);
    await clickNotification(page.context(), `order:${order._id}`);
    await expect(page).toHaveURL(`/dashboard/myOrders/${order._id}`);

    // A quote is sent: it reaches the phone and opens the quote.
    const quote = await seedSentQuote(page.request, newCustomer);
    const ready = await awaitPush(phone, 'Your painting quote is ready', `quote:${quote._id}`);
    await deliverToWorker(page, ready);
    await expect
      .poll(async () => (await shownNotifications(page)).map((shown) => shown.tag))
      .toContain(`quote:${quote._id}`);
    await clickNotification(page.context(), `quote:${quote._id}`);
    await expect(page).toHaveURL(`/dashboard/quotes/${quote._id}`);

    // Turned off on the phone: its subscription is gone from the shop.
    await page.goto('/dashboard');
    await notifications.getByRole('button', { name: 'Turn off' }).click();
    await expect(notifications.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    // Said once the shop has been told (or its telling failed, which this would show instead).
    await expect(page.getByText('Notifications are off for this device')).toBeVisible();
    await expect
      .poll(async () => sql('select 1 from push_subscriptions where endpoint = $1', [phone.endpoint]))
      .toHaveLength(0);
  } finally {
    await sql('delete from push_subscriptions where endpoint = any($1)', [[phone.endpoint, tabletDevice.endpoint]]);
    await tabletContext.close();
  }
});
