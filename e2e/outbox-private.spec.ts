import { randomUUID } from 'node:crypto';
import { logIn } from './support/accounts';
import { bookVisit, chooseVisit, fillVisitor, pickFreeVisits, visitor } from './support/visits';
import { expect, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { sendMessage } from './support/outbox';

/**
 * The outbox on a shared phone (390 px): a visitor's details stay theirs when someone signs in next, the
 * words are honest where nothing sends with the app closed, and a refused message goes back to its form.
 * Run in the phone project.
 */

test("6. a visitor's booking kept signed out never shows its details to the customer who signs in next", async ({
  page,
  context,
  sql,
  newCustomer,
}) => {
  const who = visitor('shared');
  const [taken, busy] = await pickFreeVisits(page.request, 2);
  await page.goto('/book');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const start of [taken!, busy!]) {
    await chooseVisit(page, start);
    await fillVisitor(page, who);
    await page.getByRole('button', { name: /^Book / }).click();
    await expect(page.getByRole('heading', { name: /not booked yet/ })).toBeVisible();
    if (start === taken) await page.getByRole('button', { name: 'Book another visit' }).click();
  }
  // One time is taken meanwhile (refused when it goes out), the other meets a shop that cannot take it yet.
  await bookVisit(page.request, { email: 'quicker@example.com', name: 'Quick Booker' }, taken);
  await context.route('**/api/bookings', async (route) => {
    const body = route.request().postDataJSON() as { start?: string } | null;
    if (route.request().method() === 'POST' && body?.start === busy)
      await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } });
    else await route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not book your visit' })).toBeVisible({
    timeout: 20_000,
  });

  await logIn(page, newCustomer);
  await page.goto('/book');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newCustomer.name);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Address of the visit')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Pick another time' })).toHaveCount(0);
  await page.getByRole('button', { name: '1 waiting' }).click();
  const list = page.getByRole('list', { name: 'Outbox' });
  await expect(list).toContainText('1 item written on this device before you signed in is waiting to be sent.');
  for (const detail of [who.name, who.phone, who.address, who.email, 'Visit:'])
    await expect(page.locator('body')).not.toContainText(detail);
  await sql('delete from bookings where email = any($1)', [[who.email, 'quicker@example.com']]);
});

test('7. where nothing can send with the app closed, the words say it goes when Brushwork is opened online', async ({
  page,
  context,
  newCustomer,
}) => {
  // As on iOS: no Background Sync.
  await page.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager;
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  });
  // The free visits are seen online once, so that the booking form opens offline.
  await page.goto('/book');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Book a free colour consultation' })).toBeVisible();
  await page.goto('/contactUs');
  await context.setOffline(true);
  await sendMessage(page, `No sync ${randomUUID()}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved — will send when you open Brushwork online' }),
  ).toBeVisible();
  await page.goto('/book');
  await expect(page.getByText('Your booking will be sent when you open Brushwork online.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0, { timeout: 20_000 });

  // With Background Sync, a signed-in customer's message still waits for the app: the worker sends none of theirs.
  const phone = await context.newPage();
  await logIn(phone, newCustomer);
  await phone.goto('/contactUs');
  await waitForServiceWorker(phone);
  await context.setOffline(true);
  await sendMessage(phone, `Signed in ${randomUUID()}`);
  await expect(
    phone.getByRole('status').filter({ hasText: 'Saved — will send when you open Brushwork online' }),
  ).toBeVisible();
  await context.setOffline(false);
});

test('a refused message goes back to its form with its text, to be edited and sent again', async ({
  page,
  context,
  sql,
}) => {
  const subject = `Refused ${randomUUID()}`;
  await page.goto('/contactUs');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await sendMessage(page, subject, 'A long message about the hallway, worth keeping.');
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved — will send when you are back online' }),
  ).toBeVisible();
  let refusing = true;
  await context.route('**/api/msg', async (route) => {
    if (refusing)
      await route.fulfill({ status: 422, json: { error: { code: 'invalid', message: 'That address bounced.' } } });
    else await route.continue();
  });
  await context.setOffline(false);
  await page.getByRole('button', { name: '1 not sent' }).click({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Outbox' })).toContainText('Not sent: That address bounced.');
  await page.getByRole('button', { name: 'Edit' }).click();

  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'A long message about the hallway, worth keeping.',
  );
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByRole('button', { name: /not sent/ })).toHaveCount(0);
  refusing = false;
  await page.getByLabel('Email', { exact: true }).fill('rosa.painter@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your msg has been sent' })).toBeVisible();
  expect(await sql('select email from contact_messages where subject = $1', [subject])).toEqual([
    { email: 'rosa.painter@example.com' },
  ]);
  await sql('delete from contact_messages where subject = $1', [subject]);
});
