import { randomUUID } from 'node:crypto';
import { dayName, visitDate, visitTime, visitWhen } from '../src/client/features/visits/visit-words';
import { savedSignIn } from './support/accounts';
import { bookVisit, chooseVisit, fillVisitor, freeVisits, pickFreeVisits, visitor } from './support/visits';
import { expect, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';

/**
 * Bookings where they are made and kept: a phone that loses its signal while a visit is booked (390 px),
 * and the admin's tablet held upright (820 px). Run once, in the phone project, which sets these sizes.
 */

test('a booking written offline whose time is taken meanwhile says so, and another time keeps what was typed', async ({
  page,
  context,
  sql,
}) => {
  const who = visitor('offline');
  await page.goto('/book');
  await waitForServiceWorker(page);
  const [wanted, other] = await pickFreeVisits(page.request, 2);
  // The free times as the page saw them online: the wanted visit's day, with it free.
  await page.getByRole('button', { name: new RegExp(`^${dayName(visitDate(wanted!), { short: true })} `) }).click();
  await expect(page.getByRole('button', { name: visitTime(wanted!), exact: true })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('You are offline: these are the free times as seen')).toBeVisible();
  await chooseVisit(page, wanted!);
  await fillVisitor(page, who);
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved — will send when you are back online' }),
  ).toBeVisible();

  // Someone else takes that time while the phone has no signal.
  await bookVisit(page.request, { email: 'quicker@example.com', name: 'Quick Booker' }, wanted);
  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: 'That time was just booked by someone else' });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /1 not sent/ })).toBeVisible();

  await refusal.getByRole('button', { name: 'Pick another time' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(who.name);
  await expect(page.getByLabel('Address of the visit')).toHaveValue(who.address);
  await chooseVisit(page, other!);
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('button', { name: /not sent/ })).toHaveCount(0);

  const stored = await sql<{ starts_at: Date }>('select starts_at from bookings where email = $1', [who.email]);
  expect(stored.map((row) => row.starts_at.getTime())).toEqual([Date.parse(other!)]);
  await sql('delete from bookings where email = any($1)', [[who.email, 'quicker@example.com']]);
});

test('a booking whose first answer is lost shows its booked time and its manage link within seconds', async ({
  page,
  sql,
}) => {
  const who = visitor('lost-answer');
  await page.goto('/book');
  await waitForServiceWorker(page);
  const [start] = await pickFreeVisits(page.request, 1);
  const posts: string[] = [];
  await page.route('**/api/bookings', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(route.request().headers()['idempotency-key'] ?? '');
    if (posts.length > 1) return route.continue();
    // The shop takes the visit, and its answer is lost on the way back to the phone.
    const taken = await route.fetch();
    expect(taken.status()).toBe(201);
    await route.abort('connectionreset');
  });
  await chooseVisit(page, start!);
  await fillVisitor(page, who);
  await page.getByRole('button', { name: /^Book / }).click();

  // Open and online, the page says what happens next, never that it waits for Brushwork to be opened.
  const booked = page.getByRole('heading', { name: 'Your visit is booked' });
  await expect(booked.or(page.getByRole('heading', { name: /not booked yet/ }))).toBeVisible();
  await expect(page.getByText('open Brushwork online')).toHaveCount(0);
  await expect(booked).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(`${visitWhen(start!)}, at ${who.address}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /\/visits\/.+\?key=/ })).toBeVisible();
  // Sent again under the same key, and stored once.
  expect(posts).toHaveLength(2);
  expect(new Set(posts).size).toBe(1);
  expect(await sql('select 1 from bookings where email = $1', [who.email])).toHaveLength(1);
  await sql('delete from bookings where email = $1', [who.email]);
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('the admin sees the visits by day on a tablet and cancels one, which frees its time', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    // A time picked at random: a test running beside this one that books the first free time would take the
    // first one back as soon as it is freed.
    const [start] = await pickFreeVisits(page.request, 1);
    const booked = await bookVisit(
      page.request,
      { email: `day-view-${randomUUID().slice(0, 8)}@example.com`, name: 'Dana Dayview' },
      start,
    );
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL('/dashboard/bookings');
    const row = page.getByRole('listitem').filter({ hasText: 'Dana Dayview' });
    await expect(row).toBeVisible();
    await expect(row).toContainText(visitTime(booked.start));
    await expect(row).toContainText('+1 541 555 0160');
    await expect(row).toContainText('5 Oak Lane, Eugene OR');
    await page.screenshot({ path: test.info().outputPath('bookings-820.png'), fullPage: true });

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: /^Cancel the visit of Dana Dayview/ }).click();
    await expect(page.getByText('The visit is cancelled.')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await freeVisits(page.request)).toContain(booked.start);
  });
});
