import type { Page } from '@playwright/test';
import { demoAdmin, logIn, openNavMenu } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';

/** Whether Firebase Auth still remembers a user on this device, in its own database or in localStorage. */
function firebaseRemembersSomeone(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'))) return true;
    if (!(await indexedDB.databases()).some((database) => database.name === 'firebaseLocalStorageDb')) return false;
    return new Promise<boolean>((resolve, reject) => {
      const request = indexedDB.open('firebaseLocalStorageDb');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const keys = request.result
          .transaction('firebaseLocalStorage')
          .objectStore('firebaseLocalStorage')
          .getAllKeys();
        keys.onsuccess = () => {
          request.result.close();
          resolve(keys.result.some((key) => String(key).startsWith('firebase:authUser:')));
        };
      };
    });
  });
}

/**
 * Case 1 of the offline round three: the shop's tablet (820 px), shared by the admin and whoever comes
 * next. The admin opens the app again later with no signal (Firebase is then not loaded, and cannot be
 * without the shop) and signs out: that sign-out must be as final as one online.
 */
test.use({ viewport: { width: 820, height: 1180 } });

test('1. a tablet signed out with no signal stays signed out: the next person is never the admin, and the session ends on the server when the line returns', async ({
  page,
  context,
}) => {
  await logIn(page, demoAdmin, '/login?redirect=/dashboard/myOrders');
  await waitForServiceWorker(page);
  const adminToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(adminToken).toBeTruthy();
  expect(await firebaseRemembersSomeone(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await openNavMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'login', includeHidden: true })).toBeAttached();
  await expect.poll(() => firebaseRemembersSomeone(page)).toBe(false);

  const sessionEnded = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === '/api/session',
  );
  await context.setOffline(false);
  expect((await sessionEnded).status()).toBe(204);

  // The next person opens My Orders: the login page, never the admin's session restored.
  await page.goto('/dashboard/myOrders');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  const withOldToken = await page.request.get(`/api/users/${demoAdmin.email}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(withOldToken.status()).toBe(401);

  // A sign-in by hand lifts the sign-out's hold.
  await logIn(page, demoAdmin, '/login?redirect=/dashboard/myOrders');
  await page.reload();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
});
