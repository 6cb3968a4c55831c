import { randomUUID } from 'node:crypto';
import { expect, fillContactForm, test } from './support/fixtures';
import { toolItems, waitForServiceWorker } from './support/offline';

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
  await expect(toolItems(page)).toHaveCount(12);
  await page.waitForTimeout(1500);

  // Every request to the shop fails as on a dead line, the worker's own included; the browser is not told.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing saved data' })).toBeVisible();
  await expect(toolItems(page)).toHaveCount(12);
  await expect(page.getByText('We could not load the tools')).toHaveCount(0);

  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await fillContactForm(page, {
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

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => (await sql('select name from contact_messages where subject = $1', [subject])).length, {
      timeout: 15_000,
    })
    .toBe(1);
  await sql('delete from contact_messages where subject = $1', [subject]);
});
