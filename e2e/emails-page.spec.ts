import type { BrowserContext } from '@playwright/test';
import type { Email } from '../src/shared/answers/shop';
import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test, withoutServiceWorker } from './support/fixtures';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';

/**
 * The admin's Emails page on the shop's answers as the API gives them (served here, so that each state is
 * there whatever the shop has sent): an email sent, one waiting for its fourth try, one failed with a long
 * reason; at every width people hold it, and its Resend.
 */
test.use({ ...withoutServiceWorker, storageState: savedSignIn.admin });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const longReason =
  'Too many emails to this address this hour; resend from the dashboard if it is wanted. ' +
  '550 5.1.1 <a-very-long-mailbox-name-that-does-not-exist@example-painting-company.co.uk>: Recipient address rejected';

const email = (fields: Partial<Email> & Pick<Email, '_id' | 'kind' | 'to' | 'subject'>): Email => ({
  status: 'waiting',
  attempts: 0,
  sendAfter: minutesFromNow(-5),
  lastError: null,
  sentAt: null,
  createdAt: minutesFromNow(-5),
  ...fields,
});

const sent = email({
  _id: '0a5e3f4c-1111-4d6e-9c55-000000000001',
  kind: 'order-paid',
  to: 'robin.roller@example.com',
  subject: 'Your Brushwork receipt for order 0A5E3F4C',
  status: 'sent',
  attempts: 1,
  sentAt: minutesFromNow(-4),
});
const waiting = email({
  _id: '0a5e3f4c-2222-4d6e-9c55-000000000002',
  kind: 'visit-booked',
  to: 'rosa.painter@example.com',
  subject: 'Your colour consultation with Brushwork is booked',
  attempts: 3,
  sendAfter: minutesFromNow(12),
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
});
const failed = email({
  _id: '0a5e3f4c-3333-4d6e-9c55-000000000003',
  kind: 'shop-contact-message',
  to: 'a-very-long-mailbox-name-that-does-not-exist@example-painting-company.co.uk',
  subject: 'Contact message from Sasha Sander: Which primer for a damp bathroom ceiling?',
  status: 'failed',
  attempts: 1,
  lastError: longReason,
});

/** Serves the list, and a resend that answers once `release` is called, as the API would. */
async function serveEmails(context: BrowserContext) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const rows = [sent, waiting, failed];
  await context.route(/\/api\/emails(\?.*)?$/, (route) =>
    route.fulfill({ json: rows, headers: { 'X-Total-Count': String(rows.length) } }),
  );
  await context.route(/\/api\/emails\/[^/]+\/resend$/, async (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-2)!);
    const row = rows.find((each) => each._id === id)!;
    await answered;
    await route.fulfill({
      json: { ...row, status: 'waiting', attempts: 0, lastError: null, sendAfter: new Date().toISOString() },
    });
  });
  return { release };
}

test("every email's state is told, and the page is in reach at every width", async ({ page, context }) => {
  test.setTimeout(60_000);
  await serveEmails(context);
  // Loaded once, and walked through the widths by resizing: the table and its cards swap by a container query.
  await holdAt(page, deviceWidths[0]!);
  await page.goto('/dashboard/emails');
  await expectInReachAtWidths(page, '/dashboard/emails', [...deviceWidths, 1280], async (width) => {
    const list =
      width >= 1280
        ? page.getByRole('table', { name: "The shop's emails" })
        : page.getByRole('list', { name: "The shop's emails" });
    const row = (subject: string) => list.getByRole(width >= 1280 ? 'row' : 'listitem').filter({ hasText: subject });
    await expect(row(sent.subject).getByText('Sent', { exact: true })).toBeVisible();
    await expect(row(sent.subject).getByText('Receipt', { exact: true })).toBeVisible();
    await expect(row(waiting.subject).getByText('Waiting', { exact: true })).toBeVisible();
    await expect(row(waiting.subject).getByText(/^due in 1[12] min, tried 3 times$/)).toBeVisible();
    await expect(row(waiting.subject).getByRole('button', { name: /^Resend/ })).toHaveCount(0);
    await expect(row(failed.subject).getByText('Failed', { exact: true })).toBeVisible();
    await expect(row(failed.subject).getByText(longReason)).toBeVisible();
    await expect(
      row(sent.subject).getByRole('button', { name: `Resend "${sent.subject}" to ${sent.to}` }),
    ).toBeVisible();
    // Both layouts: the cards of a phone, the table of a laptop.
    if (width === 360 || width === 1280) await expectNoSeriousA11yViolations(page);
  });
});

test('Resend puts a failed email back in the queue: off while on its way, then the row and a notice say so', async ({
  page,
  context,
}) => {
  const resend = await serveEmails(context);
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/dashboard/emails');
  const row = page
    .getByRole('list', { name: "The shop's emails" })
    .getByRole('listitem')
    .filter({ hasText: failed.subject });
  const button = row.getByRole('button', { name: `Resend "${failed.subject}" to ${failed.to}` });
  await button.click();
  await expect(button).toBeDisabled();
  resend.release();
  await expect(
    page.getByRole('alert').filter({ hasText: `The email to ${failed.to} will be sent again.` }),
  ).toBeVisible();
  await expect(row.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(row.getByText('due now, not tried yet')).toBeVisible();
  await expect(row.getByText(longReason)).toHaveCount(0);
  await expect(button).toHaveCount(0);
});
