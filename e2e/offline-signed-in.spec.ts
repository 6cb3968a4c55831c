import { randomUUID } from 'node:crypto';
import { logIn, openNavMenu, savedSignIn } from './support/accounts';
import { expect, signInByApi, test } from './support/fixtures';
import {
  placeOrder,
  savedQueryKeys,
  signOutKeepingNothingWaiting,
  tools,
  waitForServiceWorker,
} from './support/offline';
import { deviceDrafts, outboxEntries, waitForNetworkQuiet } from './support/saved';
import { dataTable, rowsOf } from './support/tables';

/**
 * Signed-in pages with no signal, on a customer's phone (390 px) and an admin's tablet (820 px), and a
 * device shared by two people: what one saved or queued never reaches the other.
 */
test.describe('a customer on a phone', () => {
  test('4. My Orders, My profile, payment and checkout open offline from saved data, with changes disabled and why, and enabled back online', async ({
    page,
    context,
    newCustomer,
  }) => {
    const all = await tools(page);
    const tool = all.find((candidate) => candidate.price % 1 !== 0) ?? all[0]!;
    const order = await placeOrder(page, newCustomer, tool);
    await signInByApi(page, newCustomer);
    await page.goto('/dashboard/myOrders');
    await waitForServiceWorker(page);
    await expect(dataTable(page, 'My orders')).toContainText(tool.name);
    await page.goto('/dashboard');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newCustomer.email);
    await page.goto(`/tools/${tool._id}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/orders');
    await page.getByLabel('Address').fill('12 Scaffold Street');

    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto('/orders');
    await expect(cold.getByRole('status').filter({ hasText: 'Placing an order needs a connection' })).toBeVisible();
    await expect(cold.getByLabel('Address')).toHaveValue('12 Scaffold Street');
    await expect(cold.getByRole('button', { name: 'proceed & checkout' })).toBeDisabled();

    await cold.goto('/dashboard/myOrders');
    const row = rowsOf(dataTable(cold, 'My orders')).filter({ hasText: tool.name });
    await expect(row).toContainText(`${order.productQuantity} ×`);
    await expect(
      cold.getByRole('status').filter({
        hasText: /You are offline — showing your orders saved (just now|\d+ min ago)\. Changes need a connection\./,
      }),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: `Cancel ${tool.name}` })).toBeDisabled();

    await cold.goto('/dashboard');
    await expect(cold.getByLabel('Email', { exact: true })).toHaveValue(newCustomer.email);
    await expect(cold.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(cold.getByRole('status').filter({ hasText: 'showing your profile saved' })).toBeVisible();

    await cold.goto(`/dashboard/payment/${order._id}`);
    await expect(cold.getByText(`Payment for ${tool.name}`)).toBeVisible();
    const paymentOffline = cold.getByRole('status').filter({ hasText: 'Payment needs a connection' });
    await expect(paymentOffline).toBeVisible();
    const pay = cold.getByRole('button', { name: /^Pay \$/ });
    await expect(pay).toBeDisabled();

    // Back online, the checkout typed in the first tab can be placed, what was typed still there, and the order
    // paid; offline again, the payment ready to be made cannot be.
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'proceed & checkout' })).toBeEnabled();
    await expect(page.getByLabel('Address')).toHaveValue('12 Scaffold Street');
    await expect(pay).toBeEnabled();
    await context.setOffline(true);
    await expect(paymentOffline).toBeVisible();
    await expect(pay).toBeDisabled();
    await context.setOffline(false);
  });

  test('5. a shared device: one person’s waiting review, draft and orders never reach the next person', async ({
    page,
    context,
    newCustomer,
    otherCustomer,
    sql,
  }) => {
    const message = `Kept for its author ${randomUUID()}`;
    const [tool] = await tools(page);
    await placeOrder(page, newCustomer, tool!);
    await logIn(page, newCustomer, '/login?redirect=/dashboard/myOrders');
    await waitForServiceWorker(page);
    await expect(dataTable(page, 'My orders')).toContainText(tool!.name);
    await page.goto(`/tools/${tool!._id}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.getByLabel('Address').fill('1 Private Road');
    await page.goto('/dashboard/addreview');

    await context.setOffline(true);
    await page.getByLabel('Message').fill(message);
    await page.locator('label', { hasText: '4 stars' }).click();
    await page.getByRole('button', { name: 'Submit review' }).click();
    // A review goes out with its author's session, which only an open Brushwork has: the words say so.
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved — will send when you open Brushwork online' }),
    ).toBeVisible();

    await openNavMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const question = page.getByRole('dialog', { name: '1 item has not been sent yet' });
    await expect(question).toContainText('Review: 4 stars');
    await question.getByRole('button', { name: 'Keep for my next sign-in' }).click();
    await expect(page).toHaveURL('/');
    // Their checkout draft, with the address typed, left the device with them.
    await expect.poll(async () => (await deviceDrafts(page)).filter((draft) => draft.kind === 'checkout')).toEqual([]);
    await expect.poll(async () => Object.keys(await savedQueryKeys(page))).toEqual(['public']);
    await context.setOffline(false);

    await logIn(page, otherCustomer, '/login?redirect=/dashboard/myOrders');
    await expect(page.getByText('No orders available')).toBeVisible();
    await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0);
    // The outbox has started for this session and is done: the review stays kept for its author, unsent.
    await waitForNetworkQuiet(page);
    expect(await outboxEntries(page)).toEqual([
      expect.objectContaining({ summary: 'Review: 4 stars', author: newCustomer.email }),
    ]);
    expect(await sql('select 1 from reviews where message = $1', [message])).toHaveLength(0);
    await signOutKeepingNothingWaiting(page);

    await logIn(page, newCustomer, '/login');
    await expect
      .poll(async () => sql('select name, rating from reviews where message = $1', [message]), { timeout: 20_000 })
      .toEqual([{ name: newCustomer.name, rating: 4 }]);
    await sql('delete from reviews where message = $1', [message]);
  });

  test('5. signing out with something waiting can discard it', async ({ page, context, newCustomer }) => {
    await signInByApi(page, newCustomer);
    await page.goto('/dashboard/addreview');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel('Message').fill(`Discarded ${randomUUID()}`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('button', { name: '1 waiting' })).toBeVisible();
    await openNavMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0);
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const request = indexedDB.open('brushwork-outbox');
            request.onsuccess = () => {
              const all = request.result.transaction('entries').objectStore('entries').count();
              all.onsuccess = () => resolve(all.result);
            };
          }),
      ),
    ).toBe(0);
    await context.setOffline(false);
  });
});

test.describe('an admin on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, storageState: savedSignIn.admin });

  test('4. every admin table opens offline from saved data, read-only, with the reason shown', async ({
    page,
    context,
    newCustomer,
  }) => {
    await placeOrder(page, newCustomer, (await tools(page))[0]!);
    await page.goto('/dashboard/orders');
    await waitForServiceWorker(page);
    const pages = [
      { path: '/dashboard/orders', table: 'All orders', what: 'the orders', action: /^Ship |^Cancel / },
      { path: '/dashboard/products', table: 'Products', what: 'the products', action: /^Delete / },
      { path: '/dashboard/Allusers', table: 'All users', what: 'the users', action: /^make admin/ },
      { path: '/dashboard/blogs', table: 'all blog posts', what: 'the blog posts', action: /^Delete / },
    ];
    for (const { path, table } of pages) {
      await page.goto(path);
      await expect(dataTable(page, table)).toBeVisible();
    }

    await context.setOffline(true);
    for (const { path, table, what, action } of pages) {
      await page.goto(path);
      await expect(dataTable(page, table)).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: `You are offline — showing ${what} saved` }),
      ).toContainText('Changes need a connection.');
      const buttons = dataTable(page, table).getByRole('button', { name: action });
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
    }
    await context.setOffline(false);
  });
});
