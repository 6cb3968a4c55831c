import { test as setup, expect } from '@playwright/test';
import { demoAdmin, demoCustomer, logIn, savedSignIn } from './support/accounts';

// Signs each demo account in once through the form and saves what the browser keeps of it, Firebase's
// IndexedDB included, for the specs that need them signed in (see savedSignIn).
for (const [who, account] of [
  ['admin', demoAdmin],
  ['customer', demoCustomer],
] as const) {
  setup(`sign the demo ${who} in`, async ({ page }) => {
    await logIn(page, account, '/login?redirect=/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${account.name}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.context().storageState({ path: savedSignIn[who], indexedDB: true });
  });
}
