import { readFileSync } from 'node:fs';
import { logIn, openNavMenu } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, withoutServiceWorker } from './support/fixtures';

test.use(withoutServiceWorker);

/**
 * A customer's own data, on their phone (390 px): a copy of it downloaded as a zip from the profile, then the
 * account deleted once its email is typed, the phone signed out, and the same sign-in refused afterwards.
 */
test('a customer downloads their data and deletes their account from the profile', async ({ page, newCustomer }) => {
  await logIn(page, newCustomer, '/login?redirect=/dashboard');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('brushwork-data.zip');
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.toString('latin1')).toContain('account.json');

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByLabel('Type your email to confirm').fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Type your email to confirm').fill(newCustomer.email);
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openNavMenu(page);
  await expect(page.getByRole('link', { name: 'login' })).toBeVisible();

  // The Firebase account went with it: the same email and password sign in no more.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(newCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill(newCustomer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('username or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
