import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { savedQueryKeys, waitForServiceWorker } from './support/offline';
import { quoteStatus as status, seedSentQuote, signQuote } from './support/quotes';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';
import { waitForSaved } from './support/saved';

/**
 * The customer's quote beyond its journey: read offline from the device, declined, and every control in reach at
 * the widths people hold it. Read-only for an admin: quotes-admin.spec.ts.
 */
test.skip(({ isMobile }) => !isMobile, 'The customer answers the quote on a phone.');

test('a quote once opened reads offline, saved under its customer only, and cannot be answered offline; back online, the customer declines it with a reason, after confirming', async ({
  page,
  context,
  request,
  newCustomer,
  sql,
}) => {
  const quote = await seedSentQuote(request, newCustomer);
  await signInByApi(page, newCustomer);
  await page.goto(`/dashboard/quotes/${quote._id}`);
  await expect(status(page)).toHaveText('Status: Viewed');
  await waitForServiceWorker(page);
  const key = ['quotes', 'one', quote._id];
  await waitForSaved(page, [key], { record: `user:${newCustomer.email}` });
  expect((await savedQueryKeys(page)).public ?? []).not.toContain(JSON.stringify(key));

  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto(`/dashboard/quotes/${quote._id}`);
  await expect(cold.getByRole('article').getByRole('row', { name: 'Total $667.50', exact: true })).toBeVisible();
  await expect(
    cold
      .getByRole('status')
      .filter({ hasText: /You are offline — showing this quote saved .*Changes need a connection\./ }),
  ).toBeVisible();
  await expect(cold.getByRole('button', { name: 'Accept and sign' })).toBeDisabled();
  await context.setOffline(false);
  await cold.close();

  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const declineQuote = page.getByRole('button', { name: 'Decline the quote' });
  await declineQuote.click();
  await expect(page.getByText('Reason is required.')).toBeVisible();
  await page.getByLabel('Why are you declining?').fill('We chose to paint it ourselves.');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await declineQuote.click();
  await expect(status(page)).toHaveText('Status: Declined');
  expect(asked).toContain('Decline this quote?');
  await expect(page.getByText('We chose to paint it ourselves.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
  expect(await sql('select status, decline_reason from quotes where id = $1', [quote._id])).toEqual([
    { status: 'declined', decline_reason: 'We chose to paint it ourselves.' },
  ]);
});

test('every control of the quote pages is in reach at every width', async ({ page, request, newCustomer }) => {
  test.setTimeout(120_000);
  const quote = await seedSentQuote(request, newCustomer);
  await signInByApi(page, newCustomer);
  // Each page loaded once and walked through the widths by resizing: up from a phone, or down from a tablet.
  const check = async (path: string, name: string, widths: number[]) => {
    await holdAt(page, widths[0]!);
    await page.goto(path);
    await expect(
      page
        .getByRole('article')
        .or(page.getByRole('heading', { name: /^Deposit/ }))
        .first(),
    ).toBeVisible();
    await expectInReachAtWidths(page, name, widths);
    await expectNoSeriousA11yViolations(page);
  };
  await check(`/dashboard/quotes/${quote._id}`, 'quote-sent', deviceWidths);
  await page.setViewportSize({ width: 390, height: 844 });
  await signQuote(page, 'Robin Roller');
  await check(`/dashboard/quotes/${quote._id}`, 'quote-accepted', [...deviceWidths].reverse());
  await check(`/dashboard/quotes/${quote._id}/pay`, 'quote-deposit', deviceWidths);
});
