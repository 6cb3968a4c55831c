import { randomUUID } from 'node:crypto';
import { expect, fillMessageForm, signInByApi, test } from './support/fixtures';
import { expectWholeCatalogue, placeOrder, tools, waitForServiceWorker } from './support/offline';
import { waitForSaved } from './support/saved';
import { dataTable, rowsOf } from './support/tables';
import { orderKeys } from '../src/client/features/orders/api/order-keys';
import { userRecord } from '../src/client/lib/saved-queries';

/**
 * A network that reaches nothing while the browser still calls itself online: a painter on one bar of
 * signal. The page must notice from its own requests, show saved data as offline, keep what is written,
 * and notice again when the shop answers.
 */
test('a signal that reaches nothing is treated as offline, and the shop answering again is noticed', async ({
  page,
  context,
  sql,
}) => {
  const subject = `Weak signal ${randomUUID()}`;
  await page.goto('/');
  await waitForServiceWorker(page);
  await expectWholeCatalogue(page);
  await waitForSaved(page, [['tools']]);

  // Every request to the shop fails as on a dead line, the worker's own included; the browser is not told.
  // The line comes back by the handler letting requests through, never by removing it: a request caught in
  // the handler as it was removed would be left with no answer at all, which is another test's subject.
  let lineDead = true;
  await context.route('**/api/**', (route) => (lineDead ? route.abort('internetdisconnected') : route.fallback()));
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing saved data' })).toBeVisible();
  await expectWholeCatalogue(page);
  await expect(page.getByText('We could not load the tools')).toHaveCount(0);

  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await fillMessageForm(page, {
    firstName: 'Una',
    lastName: 'Bar',
    email: 'una@example.com',
    subject,
    msg: 'Written with one bar of signal.',
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved — will send when you are back online' }),
  ).toBeVisible();

  lineDead = false;
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => (await sql('select name from contact_messages where subject = $1', [subject])).length, {
      timeout: 15_000,
    })
    .toBe(1);
  await sql('delete from contact_messages where subject = $1', [subject]);
});

test('an answer cut off on its way never replaces the saved orders, and they show whole on the next load', async ({
  page,
  newCustomer,
}) => {
  const [tool] = await tools(page);
  await placeOrder(page, newCustomer, tool!);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/myOrders');
  const myOrders = rowsOf(dataTable(page, 'My orders')).filter({ hasText: tool!.name });
  await expect(myOrders).toHaveCount(1);
  await waitForSaved(page, [[...orderKeys.mine(newCustomer.email), 0]], { record: userRecord(newCustomer.email) });

  // The shop's answer starts, then breaks off: a success status with half a body, as when the line drops
  // or the page is left while the rows arrive.
  let cutOff = 0;
  let cutting = true;
  await page.route('**/api/orders/**', (route) => {
    if (!cutting) return route.fallback();
    cutOff += 1;
    return route.fulfill({ status: 200, headers: { 'X-Total-Count': '1' }, body: `[{"_id":"` });
  });
  await page.reload();
  await expect(myOrders).toHaveCount(1);
  // The refetch and its two retries, each cut off.
  await expect.poll(() => cutOff, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(myOrders).toHaveCount(1);
  await expect(page.getByText('We could not load')).toHaveCount(0);

  cutting = false;
  await page.reload();
  await expect(myOrders).toHaveCount(1);
  await expect(page.getByText('We could not load')).toHaveCount(0);
});
