import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createEmulatorAccount, emulatorIdToken } from '../../src/server/auth/emulator';
import type { User } from '../../src/shared/answers/people';
import { demoAdmin } from './accounts';
import { readStack } from './stack-info';

type Account = { email: string; password: string; name: string };

/** Direct SQL on the app's database. */
export type Sql = <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

type Fixtures = {
  /** Direct SQL on the app's database, to check what really arrived. */
  sql: Sql;
  /** A customer account of this test's own in the Auth Emulator; its data is removed afterwards. */
  newCustomer: Account;
  /** A second such account, for two people on one device. */
  otherCustomer: Account;
  /** An account of this test's own that the demo admin made a painter, with a name of its own. */
  newPainter: Account;
};

async function useCustomer(name: string, sql: Fixtures['sql'], use: (account: Account) => Promise<void>) {
  const account = { email: `customer-${randomUUID().slice(0, 12)}@example.com`, password: 'fresh-paint-123', name };
  await createEmulatorAccount(readStack().emulatorHost, account);
  await use(account);
  await deleteRowsOf(sql, account.email);
}

/** PostgreSQL's code for a row still named by another table's reference. */
const foreignKeyViolation = '23503';

/**
 * Every row a test account made, so a test leaves the shared database as it found it: its orders, its quotes'
 * deposits and its jobs' invoices with their ledger rows, intents and test-mode intents, the painting jobs of its
 * quotes or that it painted on (their days, time, photos and invoices go with them, and their review requests
 * with the reviews written from them), its reviews, the visits it
 * booked (signed in, or with its email), and the account itself (its quote requests go with it).
 */
async function deleteRowsOf(sql: Fixtures['sql'], email: string, attempts = 3): Promise<void> {
  try {
    await deleteEachRowOf(sql, email);
  } catch (error) {
    // A request the closing page sent (a payment page asking for its intent) may land between two deletes.
    if ((error as { code?: string }).code !== foreignKeyViolation || attempts <= 1) throw error;
    await deleteRowsOf(sql, email, attempts - 1);
  }
}

async function deleteEachRowOf(sql: Fixtures['sql'], email: string) {
  const them = 'select id from users where email = $1';
  const theirOrders = `select id from orders where user_id in (${them})`;
  const theirQuotes = `select quotes.id from quotes join quote_requests on quote_requests.id = quotes.request_id
    where quote_requests.user_id in (${them})`;
  const theirJobs = `select id from jobs where quote_id in (${theirQuotes})
    or id in (select job_id from job_painters where painter_id in (${them}))
    or id in (select job_id from job_time_entries where painter_id in (${them}))`;
  const theirInvoices = `select id from invoices where job_id in (${theirJobs})`;
  const theirs = `order_id in (${theirOrders}) or quote_id in (${theirQuotes}) or invoice_id in (${theirInvoices})`;
  await sql(`delete from payments where ${theirs}`, [email]);
  await sql(`delete from payment_intents where ${theirs}`, [email]);
  await sql(
    `delete from test_payment_intents where (metadata->>'orderId')::uuid in (${theirOrders})
      or (metadata->>'quoteId')::uuid in (${theirQuotes}) or (metadata->>'invoiceId')::uuid in (${theirInvoices})`,
    [email],
  );
  await sql(`delete from invoices where id in (${theirInvoices})`, [email]);
  const theirReviewRequests = `select id from review_requests where job_id in (${theirJobs}) or user_id in (${them})`;
  await sql(`delete from reviews where review_request_id in (${theirReviewRequests})`, [email]);
  await sql(`delete from review_requests where id in (${theirReviewRequests})`, [email]);
  await sql(`delete from jobs where id in (${theirJobs})`, [email]);
  await sql(`delete from orders where id in (${theirOrders})`, [email]);
  await sql('delete from reviews where user_id in (select id from users where email = $1)', [email]);
  await sql('delete from bookings where email = $1 or user_id in (select id from users where email = $1)', [email]);
  await sql('delete from users where email = $1', [email]);
}

/** An account made a painter by the demo admin, through the API as the All Users page does. */
async function usePainter(sql: Fixtures['sql'], request: APIRequestContext, use: (account: Account) => Promise<void>) {
  await useCustomer(`Pat Painter ${randomUUID().slice(0, 6)}`, sql, async (account) => {
    const idToken = await emulatorIdToken(readStack().emulatorHost, account.email, account.password);
    const signedUp = await request.put(`/api/users/${account.email}`, {
      headers: { Authorization: `Bearer ${idToken}` },
      data: { name: account.name },
    });
    expect(signedUp.ok()).toBe(true);
    const admin = await apiSessionToken(request, demoAdmin);
    const made = await request.put(`/api/user/${account.email}`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { role: 'painter' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await use(account);
  });
}

// Money columns are bigint; their values fit a JavaScript number, which is how the tests compare them.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export const test = base.extend<Fixtures>({
  sql: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: readStack().databaseUrl, max: 2 });
    await use(async (text, values) => (await pool.query(text, values)).rows);
    await pool.end();
  },
  newCustomer: ({ sql }, use) => useCustomer('Robin Roller', sql, use),
  otherCustomer: ({ sql }, use) => useCustomer('Sasha Sander', sql, use),
  newPainter: ({ sql, request }, use) => usePainter(sql, request, use),
});

export { expect };

/**
 * For a spec whose subject is what a page shows (its reach and layout at each width, its accessibility, markup
 * shown as text), not how it arrives: no service worker. Installing it costs a first visit about 0.7 s of the
 * machine's CPU (it keeps the whole shop), which such a spec pays in every test and never uses. Journeys, offline,
 * the outbox, sessions and money keep it, as their users have it.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const;

/** No serious or critical WCAG 2.x A/AA violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself: the default runs each frame apart and joins the results in a new blank page,
    // which took a second more a check (0.7 s against 1.8 s a page on 2 cores). The shop's pages have no frame.
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Signs in by the API, as the client does after Firebase sign-in, and answers the session token. */
export async function apiSessionToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const idToken = await emulatorIdToken(readStack().emulatorHost, account.email, account.password);
  const response = await request.put(`/api/users/${account.email}`, {
    headers: { Authorization: `Bearer ${idToken}` },
    data: {},
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs `account` in on this page's browser without the login form, for a test whose point is elsewhere: a
 * session token through the API (as apiSessionToken), the profile read from the API, and both stored as the
 * app's sessionStore.set stores them (src/client/lib/auth/session.ts), from a page of the shop's origin that
 * runs no app. The test then goes to its page. No Firebase user is kept on the device, so the session is not
 * renewed from one: where signing in, or renewing a session from Firebase, is the point, sign in by the form.
 */
export async function signInByApi(page: Page, account: { email: string; password: string }) {
  const token = await apiSessionToken(page.request, account);
  const answer = await page.request.get(`/api/users/${encodeURIComponent(account.email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const profile = (await answer.json()) as User;
  const session = {
    email: profile.email,
    name: profile.name || profile.email,
    ...(profile.role ? { role: profile.role } : {}),
  };
  await page.goto('/api/health');
  await page.evaluate(
    ({ token, session }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('brushwork.session', JSON.stringify(session));
    },
    { token, session },
  );
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/**
 * How long to wait for the reviews slider: it comes last by design (after the page has loaded and
 * hydrated, once the section nears the screen, with swiper loaded then), which on a busy CI machine
 * can take longer than the default wait.
 */
export const reviewsSliderTimeout = 15_000;

/** Fills the contact form as a visitor would; the last name is optional on the form, so it may be left out. */
export async function fillMessageForm(
  page: Page,
  message: { firstName: string; lastName?: string; email: string; subject: string; msg: string },
) {
  await page.getByLabel('First name').fill(message.firstName);
  if (message.lastName !== undefined) await page.getByLabel('Last name').fill(message.lastName);
  await page.getByLabel('Email', { exact: true }).fill(message.email);
  await page.getByLabel('Subject').fill(message.subject);
  await page.getByLabel('Message', { exact: true }).fill(message.msg);
}
