import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoAdmin, demoCustomer, logIn, openNavMenu, savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { readStack } from './support/stack-info';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('sign-up, sign-out and login', () => {
  let email: string;
  test.beforeEach(() => {
    email = `painter-${randomUUID().slice(0, 8)}@example.com`;
  });
  test.afterEach(async ({ sql }) => {
    await sql('delete from users where email = $1', [email]);
  });

  test('a new customer signs up, after the required fields are checked before anything is sent, signs out and logs in again', async ({
    page,
    sql,
  }) => {
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    expect(await sql('select 1 from users where email = $1', [email])).toHaveLength(0);

    await page.getByLabel('Name').fill('Pat Painter');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('paint-it-blue');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL('/');
    await openNavMenu(page);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(await sql('select name, role from users where email = $1', [email])).toEqual([
      { name: 'Pat Painter', role: null },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);

    await nav(page).getByRole('button', { name: 'Sign out' }).click();
    await openNavMenu(page);
    await expect(nav(page).getByRole('link', { name: 'login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await logIn(page, { email, password: 'paint-it-blue' });
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Pat Painter' })).toBeVisible();
  });
});

// One load of the login page for what it says when signing in does not happen.
test('the login page says so of a wrong password, sends a reset email for the typed address, and of a cancelled federated sign-in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'username or password is incorrect' })).toHaveText(
    'username or password is incorrect',
  );
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'password reset email is on its way' })).toBeVisible();
  const { emulatorHost } = readStack();
  const { oobCodes } = (await (
    await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-brushwork-e2e/oobCodes`)
  ).json()) as {
    oobCodes: { email: string; requestType: string }[];
  };
  expect(oobCodes).toContainEqual(
    expect.objectContaining({ email: demoCustomer.email, requestType: 'PASSWORD_RESET' }),
  );

  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await page.getByRole('dialog', { name: 'Sign in with GitHub' }).getByRole('button', { name: 'Cancel' }).click();
  const closed = 'The sign-in window was closed before you finished signing in.';
  await expect(page.getByRole('alert').filter({ hasText: closed })).toHaveText(closed);
  await expect(page).toHaveURL(/\/login/);
});

// A visitor sent to login from a signed-in page, and back to it after logging in: ordering.spec.ts's first test.
test.describe('signed in as the demo customer', () => {
  test.use({ storageState: savedSignIn.customer });

  test('the customer dashboard welcomes by name and shows the customer menu only; login and sign-up send home', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${demoCustomer.name}` })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link')).toHaveText([
      'My profile',
      'My Orders',
      'My Projects',
      'Add Review',
      'My Visits',
    ]);

    await page.goto('/dashboard/Allusers');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/signUp');
    await expect(page).toHaveURL('/');
  });
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('the admin dashboard shows the admin menu', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${demoAdmin.name}` })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link')).toHaveText([
      'My profile',
      'Orders',
      'Quotes',
      'Jobs',
      'Takings',
      'Tax & delivery',
      'Products',
      'Add Product',
      'All Users',
      'Blogs',
      'Add Post',
      'Messages',
      'Emails',
      'Bookings',
    ]);
  });
});

test('a profile update, the language and the choice of emails are saved and survive a reload', async ({
  page,
  sql,
  newCustomer,
}) => {
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard');
  await expect(page.getByLabel('Name')).toHaveValue(newCustomer.name);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  const street = `${Math.floor(Math.random() * 900) + 100} Birch Lane`;
  await page.getByLabel('Address').fill(street);
  await page.getByLabel('State').fill('Oregon');
  await page.getByLabel('Zip').fill('');
  await page.getByLabel('Zip').pressSequentially('97a4-77');
  await expect(page.getByLabel('Zip')).toHaveValue('97477');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your Profile has been updated' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue(street);
  await expect(page.getByLabel('Language')).toHaveValue('es');
  expect(await sql('select address, state, zip, language from users where email = $1', [newCustomer.email])).toEqual([
    { address: street, state: 'Oregon', zip: '97477', language: 'es' },
  ]);

  const emails = page.getByRole('region', { name: 'Emails we send you' });
  await expect(emails.getByRole('checkbox', { name: /^Reminders/ })).toBeChecked();
  await expect(emails.getByRole('button', { name: 'Save email choices' })).toBeDisabled();
  await emails.getByRole('checkbox', { name: /^Reminders/ }).uncheck();
  await emails.getByRole('checkbox', { name: /^News and offers/ }).uncheck();
  await expectNoSeriousA11yViolations(page);
  await emails.getByRole('button', { name: 'Save email choices' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your email choices are saved' })).toBeVisible();
  await page.reload();
  await expect(emails.getByRole('checkbox', { name: /^Reminders/ })).not.toBeChecked();
  await expect(emails.getByRole('checkbox', { name: /^Review requests/ })).toBeChecked();
  expect(
    await sql('select reviews, reminders, news from mail_preferences where email = $1', [newCustomer.email]),
  ).toEqual([{ reviews: true, reminders: false, news: false }]);
});

test('an expired session token with no Firebase session leads to login', async ({ page }) => {
  const expiredPayload = Buffer.from(
    JSON.stringify({ sub: 'x', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }),
  ).toString('base64url');
  await page.goto('/');
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem(
      'brushwork.session',
      JSON.stringify({ email: 'customer@brushwork.test', name: 'Casey Customer' }),
    );
  }, `eyJhbGciOiJIUzI1NiJ9.${expiredPayload}.sig`);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('Google sign-in works through the Auth Emulator', async ({ page, sql }) => {
  const email = `google-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/login?redirect=/dashboard');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(chooser.getByText('Auth Emulator · google.com')).toBeVisible();
  await chooser.getByLabel('Account email').fill(email);
  await chooser.getByLabel('Display name').fill('Gina Google');
  await chooser.getByRole('button', { name: 'Sign in with Google' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Gina Google' })).toBeVisible();
  expect(await sql('select name from users where email = $1', [email])).toEqual([{ name: 'Gina Google' }]);
  await sql('delete from users where email = $1', [email]);
});
