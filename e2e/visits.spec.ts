import { visitTime } from '../src/client/features/visits/visit-words';
import { bookVisit, cancelVisit, chooseVisit, fillVisitor, pickFreeVisits, visitor } from './support/visits';
import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';

test('a visitor books a consultation from the home page and takes it to a calendar', async ({ page, sql }) => {
  const who = visitor('direct');
  await page.goto('/');
  await page.getByRole('link', { name: 'Book a consultation' }).click();
  await expect(page).toHaveURL('/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
  const [start] = await pickFreeVisits(page.request, 1);
  await chooseVisit(page, start!);
  await fillVisitor(page, who);
  await page.getByLabel(/^Notes/).fill('Hall and stairs, lots of daylight.');
  await page.getByRole('button', { name: /^Book / }).click();

  await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible();
  const calendar = page.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('download', 'brushwork-colour-consultation.ics');
  const file = decodeURIComponent((await calendar.getAttribute('href'))!.split(',').slice(1).join(','));
  expect(file).toContain(`DTSTART:${new Date(start!).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
  expect(file).toContain('LOCATION:12 Elm St\\, Eugene OR 97401');
  await expectNoSeriousA11yViolations(page);

  const stored = await sql<{ starts_at: Date; notes: string }>(
    'select starts_at, notes from bookings where email = $1',
    [who.email],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.starts_at.getTime()).toBe(Date.parse(start!));
  expect(stored[0]!.notes).toBe('Hall and stairs, lots of daylight.');

  // The visit's own link, given once in the shop's answer, opens it without an account.
  await page.getByRole('link', { name: /\/visits\/.+\?key=/ }).click();
  await expect(page).toHaveURL(/\/visits\/[^?]+\?key=/);
  await expect(page.getByText('12 Elm St, Eugene OR 97401')).toBeVisible();
  await sql('delete from bookings where email = $1', [who.email]);
});

test('a customer sees their own visits in the dashboard and cancels one', async ({ page, newCustomer }) => {
  const booked = await bookVisit(page.request, newCustomer);
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard/visits');
  await expect(
    page.getByRole('main').getByText(visitTime(booked.start), { exact: true }).locator('visible=true'),
  ).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('button', { name: /^Cancel the visit on / })
    .first()
    .click();
  await expect(page.getByText('You have no visits booked.')).toBeVisible();
  await cancelVisit(page.request, booked);
});
