import { logIn, savedSignIn } from './support/accounts';
import { expect, test, withoutServiceWorker } from './support/fixtures';
import { dataTable, rowsOf } from './support/tables';
import { drawSignature, fillCard, quoteStatus as status, seedSentQuote } from './support/quotes';

/**
 * The customer's side of a quote, on a phone: opened from the email's link (signed out, through sign-in and
 * back), signed by drawing with the pointer, printed, and the deposit paid by card and seen paid by the shop.
 * Declined with a reason: quote-customer-views.spec.ts.
 */
test.skip(({ isMobile }) => !isMobile, 'The customer answers the quote on a phone.');

test('the customer opens a sent quote, signs it by drawing, prints it alone (the shop, the lines, the signature and the whole content hash), and pays the deposit with 4242…; the shop lists it among the deposits paid', async ({
  page,
  context,
  browser,
  request,
  newCustomer,
  sql,
}) => {
  test.setTimeout(60_000);
  const quote = await seedSentQuote(request, newCustomer);
  await page.addInitScript(() => {
    window.print = () => void document.documentElement.setAttribute('data-printed', 'yes');
  });
  await logIn(page, newCustomer, `/dashboard/quotes/${quote._id}`);
  await expect(page).toHaveURL(`/dashboard/quotes/${quote._id}`);

  await expect(status(page)).toHaveText('Status: Viewed');
  await expect
    .poll(async () => (await sql('select status from quotes where id = $1', [quote._id]))[0], {
      timeout: 5_000,
    })
    .toEqual({ status: 'viewed' });
  const sheet = page.getByRole('article');
  await expect(
    sheet.getByRole('row', { name: /Living room walls and ceiling, two coats 12 hours × \$45\.00 \$540\.00/ }),
  ).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Paint, warm white 3 gallons × \$42\.50 \$127\.50/ })).toBeVisible();
  await expect(sheet.getByRole('row', { name: 'Total $667.50', exact: true })).toBeVisible();
  await expect(sheet.getByRole('row', { name: 'Deposit to book the work (30%) $200.25' })).toBeVisible();
  await expect(sheet.getByText('We move and cover the furniture.')).toBeVisible();

  const accept = page.getByRole('button', { name: 'Accept and sign' });
  await accept.click();
  await expect(page.getByText('Draw your signature in the box.')).toBeVisible();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await page.getByLabel('Full name').fill('Robin Roller');
  await drawSignature(page);
  await expect(page.getByText('Draw your signature in the box.')).toBeHidden();

  // Offline it says accepting needs a connection, and keeps what was typed and drawn.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Accepting needs a connection' })).toBeVisible();
  await expect(accept).toBeDisabled();
  await context.setOffline(false);
  await expect(accept).toBeEnabled();
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Roller');

  await accept.click();
  await expect(page.getByRole('heading', { name: 'Accepted and signed' })).toBeVisible();
  await expect(status(page)).toHaveText('Status: Accepted');
  await expect(page.getByRole('img', { name: 'Signature of Robin Roller' })).toBeVisible();
  const [accepted] = await sql<{ status: string; signed_name: string; png: string; content_hash: string }>(
    "select status, signed_name, encode(substr(signature_png, 1, 8), 'hex') as png, content_hash from quotes where id = $1",
    [quote._id],
  );
  expect(accepted).toMatchObject({ status: 'accepted', signed_name: 'Robin Roller', png: '89504e470d0a1a0a' });
  await expect(page.getByText(`${accepted!.content_hash.slice(0, 12)}…`)).toBeVisible();

  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeHidden();
  await expect(sheet.getByText('Brushwork', { exact: true })).toBeVisible();
  await expect(sheet.getByText('214 Maple Street, Springfield, OR 97477')).toBeVisible();
  await expect(sheet.getByRole('row', { name: 'Total $667.50', exact: true })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Signature of Robin Roller' })).toBeVisible();
  await expect(sheet.getByText(accepted!.content_hash, { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('quote-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Pay deposit of $200.25' }).click();
  await expect(page).toHaveURL(`/dashboard/quotes/${quote._id}/pay`);
  await expect(page.getByText('Test mode')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $200.25' });
  await expect(pay).toBeEnabled();
  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('Deposit paid: $200.25')).toBeVisible();
  const [paid] = await sql<{ status: string; transaction_id: string }>(
    'select status, transaction_id from quotes where id = $1',
    [quote._id],
  );
  expect(paid?.status).toBe('deposit_paid');
  expect(paid?.transaction_id).toMatch(/^pi_test_/);

  await page.getByRole('link', { name: '← Back to the quote' }).click();
  await expect(status(page)).toHaveText('Status: Deposit paid');
  await expect(page.getByText('Deposit paid: $200.25')).toBeVisible();

  // The shop, on its tablet, sees it among the deposits paid.
  const tablet = await browser.newContext({
    ...withoutServiceWorker,
    storageState: savedSignIn.admin,
    viewport: { width: 820, height: 1180 },
  });
  try {
    const admin = await tablet.newPage();
    await admin.goto('/dashboard/quotes?state=deposit_paid');
    const paidRow = rowsOf(dataTable(admin, 'Deposit paid quote requests')).filter({ hasText: newCustomer.email });
    await expect(paidRow).toContainText('Deposit paid');
  } finally {
    await tablet.close();
  }
});
