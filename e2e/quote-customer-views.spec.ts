import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { savedQueryKeys, waitForServiceWorker } from './support/offline';
import { quoteStatus as status, seedSentQuote, signQuote } from './support/quotes';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';
import { waitForSaved } from './support/saved';

/**
 * The customer's quote beyond its journey: read offline from the device, read-only for an admin, and every
 * control in reach at the widths people hold it.
 */
test.skip(({ isMobile }) => !isMobile, 'The customer answers the quote on a phone.');

test('a quote once opened reads offline, saved under its customer only, and cannot be answered offline', async ({
  page,
  context,
  request,
  newCustomer,
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

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('an admin opening the quote sees it read-only, and their read does not mark it viewed', async ({
    page,
    request,
    newCustomer,
    sql,
  }) => {
    const quote = await seedSentQuote(request, newCustomer);
    await page.goto(`/dashboard/quotes/${quote._id}`);
    await expect(status(page)).toHaveText('Status: Sent');
    await expect(page.getByText('This is the customer’s view, read-only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    expect(await sql('select status from quotes where id = $1', [quote._id])).toEqual([{ status: 'sent' }]);
  });
});
