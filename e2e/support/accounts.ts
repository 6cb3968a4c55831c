import { expect, type Page } from '@playwright/test';

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
