import type { Tool } from '../src/shared/answers/catalogue';
import type { Order } from '../src/shared/answers/orders';
import { openNavMenu } from './support/accounts';
import { apiSessionToken, expect, signInByApi, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { pushDevice } from './support/push';

/**
 * What a phone keeps of its person's notifications: signing out ends its subscription (the next person never
 * gets the previous one's notifications), and the app icon's badge counts what waits and clears when seen.
 */

test('Turn off pressed while the app’s start still stores the subscription again ends it at the shop too', async ({
  page,
  newCustomer,
  sql,
}) => {
  const phone = await pushDevice(page.context(), `turned-off-${Date.now()}`);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(notifications.getByText('Notifications are on for this device.')).toBeVisible();

  // The next start's storing of the subscription is held on its way, as on a slow line, while Turn off is pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isStoring = (request: { method(): string; url(): string }) =>
    request.method() === 'POST' && request.url().endsWith('/api/push/subscriptions');
  await page.route('**/api/push/subscriptions', async (route) => {
    if (isStoring(route.request())) await held;
    await route.continue();
  });
  const storing = page.waitForRequest(isStoring);
  await page.reload();
  await storing;
  const stored = page.waitForResponse((response) => isStoring(response.request()));
  await notifications.getByRole('button', { name: 'Turn off' }).click();
  release();
  await stored;
  await expect(page.getByText('Notifications are off for this device')).toBeVisible();
  expect(await sql('select 1 from push_subscriptions where endpoint = $1', [phone.endpoint])).toHaveLength(0);
});

test('the app’s badge counts a customer’s unpaid order, and clears once My Orders is seen', async ({
  page,
  newCustomer,
}) => {
  // The Badging API as an installed app has it, recorded: a plain tab's would change no icon.
  await page.addInitScript(() => {
    const record = (value: number) => localStorage.setItem('e2e-badge', String(value));
    Object.assign(navigator, {
      setAppBadge: async (count?: number) => record(count ?? -1),
      clearAppBadge: async () => record(0),
    });
  });
  const badge = () => page.evaluate(() => localStorage.getItem('e2e-badge'));
  const token = await apiSessionToken(page.request, newCustomer);
  const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
  const tool = tools.find((candidate) => candidate.orderQuanity > 100)!;
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      productId: tool._id,
      productQuantity: tool.minOrderQuanity,
      userAddress: '1 Sash Way',
      userState: 'OR',
      userZip: '97401',
    },
  });
  const order = (await placed.json()) as Order;
  expect(order.paid).toBe(false);

  await signInByApi(page, newCustomer);
  await page.goto('/about');
  await expect.poll(badge).toBe('1');
  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect.poll(badge).toBe('0');
  await page.goto('/about');
  await page.reload();
  await expect.poll(badge).toBe('0');
});

test('My profile lists the devices that get notifications, this one named, and removes one; signing out of the phone ends its subscription, in the browser and at the shop', async ({
  page,
  newCustomer,
  sql,
}) => {
  const phone = await pushDevice(page.context(), `listed-${Date.now()}`);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(notifications.getByText('Notifications are on for this device.')).toBeVisible();
  const devices = notifications.getByRole('list').filter({ hasText: 'Added' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('Chrome on Android (this device)');
  await devices.getByRole('button', { name: /^Remove Chrome on Android/ }).click();
  await expect(page.getByText('That device gets no more notifications')).toBeVisible();
  await expect(notifications.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await expect(devices).toHaveCount(0);
  expect(await sql('select 1 from push_subscriptions where endpoint = $1', [phone.endpoint])).toHaveLength(0);

  // Turned on again, then signed out of: the next person on the phone never gets this one's notifications.
  await notifications.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(notifications.getByText('Notifications are on for this device.')).toBeVisible();
  expect(await sql('select 1 from push_subscriptions where endpoint = $1', [phone.endpoint])).toHaveLength(1);
  await openNavMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'login', includeHidden: true })).toBeAttached();
  await expect
    .poll(async () => sql('select 1 from push_subscriptions where endpoint = $1', [phone.endpoint]))
    .toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
});
