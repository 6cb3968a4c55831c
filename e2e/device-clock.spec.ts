import type { Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Case 8 of the offline round three: a phone (390 px) whose own clock is hours off. Sessions expire and
 * renew by the shop's clock, so such a phone neither renews in a loop nor signs its user out. A phone hours
 * slow renewing a session the shop holds expired is server-session.test.ts's to check (a real renewal from
 * Firebase: session-renewal.spec.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const hours = (count: number) => count * 60 * 60 * 1000;

/** Every exchange of a Firebase sign-in for a session of the shop's (a sign-in or a renewal). */
function countRenewals(page: Page) {
  const renewals: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/users\/[^/]+$/.test(new URL(request.url()).pathname))
      renewals.push(request.url());
  });
  return renewals;
}

const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test('8. a phone five hours fast browses its dashboard signed in, with no renewal loop', async ({
  page,
  newCustomer,
}) => {
  await page.clock.install({ time: Date.now() + hours(5) });
  const renewals = countRenewals(page);
  await logIn(page, newCustomer, '/login?redirect=/dashboard/myOrders');
  await expect(page.getByText('No orders available')).toBeVisible();
  expect(renewals).toHaveLength(1);

  for (const visit of ['/dashboard', '/dashboard/addreview', '/dashboard/myOrders']) {
    await page.goto(visit);
    await expect(page).toHaveURL(visit);
    await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true })).toBeAttached();
  }
  await expect(page.getByText('No orders available')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newCustomer.email);

  // The one session taken at sign-in lasts: by the shop's clock it has most of its hour left.
  expect(renewals).toHaveLength(1);
  expect(await sessionToken(page)).toBeTruthy();
});
