import { type Browser, expect, type Page } from '@playwright/test';
import path from 'node:path';

export const demoAdmin = { email: 'admin@brushwork.test', password: 'brushwork-admin', name: 'Brushwork Admin' };
export const demoCustomer = {
  email: 'customer@brushwork.test',
  password: 'brushwork-customer',
  name: 'Casey Customer',
};

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, account: { email: string; password: string }, startAt = '/login') {
  await page.goto(startAt);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function openNavMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/**
 * The demo accounts signed in once per run through the form (sign-in.setup.ts): their Firebase user
 * (IndexedDB) and the shop's session (localStorage). For `test.use({ storageState })` wherever a test
 * needs a demo account signed in but does not test the signing in. A sign-out of the same account
 * elsewhere ends the saved session on the server; the app renews it from Firebase on its first 401.
 */
export const savedSignIn = {
  admin: path.resolve('e2e/.auth/demo-admin.json'),
  customer: path.resolve('e2e/.auth/demo-customer.json'),
};

/**
 * A phone of a person's own, with nobody signed in on it yet, whatever the spec's saved sign-in: for a
 * customer's view beside an admin's in one test.
 */
export const signedOutPhone = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: [], origins: [] },
  });
