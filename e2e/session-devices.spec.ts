import type { Browser, Page } from '@playwright/test';
import { logIn, openNavMenu, signedOutPhone } from './support/accounts';
import { expect, test } from './support/fixtures';

/** The shop's tablet at 820 px, nobody signed in on it yet. */
const signedOutTablet = (browser: Browser) =>
  browser.newContext({ viewport: { width: 820, height: 1180 }, storageState: { cookies: [], origins: [] } });

const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
/** What the shop says to `token` now: 200 while its session lasts, 401 once it ended. */
const answerTo = async (page: Page, email: string, token: string | null) =>
  (
    await page.request.get(`/api/users/${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` } })
  ).status();

test('signing out on one device leaves the same user signed in on another; signing out everywhere ends both', async ({
  browser,
  newCustomer,
}) => {
  const phone = await (await signedOutPhone(browser)).newPage();
  const tablet = await (await signedOutTablet(browser)).newPage();
  for (const device of [phone, tablet]) {
    await logIn(device, newCustomer, '/login?redirect=/dashboard');
    await expect(device.getByLabel('Name')).toHaveValue(newCustomer.name);
  }
  const phoneToken = await sessionToken(phone);
  const tabletToken = await sessionToken(tablet);

  // The phone signs out: its session ends on the server, and only its own.
  await openNavMenu(phone);
  const ended = phone.waitForResponse(
    (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === '/api/session',
  );
  await phone.getByRole('button', { name: 'Sign out' }).click();
  expect((await ended).status()).toBe(204);
  expect(await answerTo(phone, newCustomer.email, phoneToken)).toBe(401);
  expect(await answerTo(tablet, newCustomer.email, tabletToken)).toBe(200);
  await tablet.reload();
  await expect(tablet.getByLabel('Name')).toHaveValue(newCustomer.name);
  expect(await sessionToken(tablet)).toBe(tabletToken);

  // Signed in again on the phone, then out everywhere from the tablet's profile, after a confirmation.
  await logIn(phone, newCustomer, '/login?redirect=/dashboard');
  await expect(phone.getByLabel('Name')).toHaveValue(newCustomer.name);
  tablet.once('dialog', (dialog) => void dialog.accept());
  await tablet.getByRole('button', { name: 'Sign me out everywhere' }).click();
  await expect(tablet).toHaveURL('/');
  await expect(tablet.getByText('You are signed out on every device')).toBeVisible();
  expect(await sessionToken(tablet)).toBeNull();

  // The phone's next page asks it to log in: its session ended, and renewing it from Firebase is refused.
  await phone.goto('/dashboard/myOrders');
  await expect(phone).toHaveURL(/\/login/);
  expect(await sessionToken(phone)).toBeNull();
  await logIn(phone, newCustomer, '/login?redirect=/dashboard');
  await expect(phone.getByLabel('Name')).toHaveValue(newCustomer.name);
});
