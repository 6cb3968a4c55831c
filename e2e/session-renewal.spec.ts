import { logIn } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * A session the server refuses (401) is renewed once from the Firebase session on the device and the
 * call tried again; only when that cannot be done does the person sign in again.
 */
test('a refused session token is renewed once from the Firebase session, without a word', async ({
  page,
  sql,
  newCustomer,
}) => {
  await logIn(page, newCustomer, '/login?redirect=/dashboard');
  await expect(page.getByLabel('Name')).toHaveValue(newCustomer.name);
  const refused = await page.evaluate(() => localStorage.getItem('accessToken'));
  await sql('delete from user_sessions where user_id = (select id from users where email = $1)', [newCustomer.email]);
  await page.reload();
  const sessionToken = () => page.evaluate(() => localStorage.getItem('accessToken'));
  await expect.poll(sessionToken).not.toBe(refused);
  expect(await sessionToken()).toBeTruthy();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByLabel('Name')).toHaveValue(newCustomer.name);
});

test('a refused session token with no Firebase session to renew it leads to login', async ({
  page,
  context,
  sql,
  newCustomer,
}) => {
  await logIn(page, newCustomer, '/login?redirect=/dashboard');
  await expect(page.getByLabel('Name')).toHaveValue(newCustomer.name);
  await sql('delete from user_sessions where user_id = (select id from users where email = $1)', [newCustomer.email]);
  // Firebase's session ends elsewhere: its record on this device goes, from a page of the shop's origin that
  // runs no app (any page of the app may open the record to renew the refused session, and a record held
  // open cannot be deleted: on a slow machine the deletion then waited for good).
  const next = await context.newPage();
  await page.close();
  await next.goto('/api/health');
  await next.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
      }),
  );
  await next.goto('/dashboard');
  await expect(next).toHaveURL(/\/login/);
  expect(await next.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
