import { formatDollars } from '../src/shared/money';
import { logIn, savedSignIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { tools, waitForServiceWorker } from './support/offline';
import { cameraPhoto, fillQuoteRequest, postsByKey, storedRequests } from './support/quote-requests';
import { fillCard, quoteStatus, signQuote } from './support/quotes';
import { dataTable, rowsOf } from './support/tables';

/**
 * A painting quote from the site to the deposit, on the devices it is made on: the customer's phone (390 px)
 * asks offline with two photos; the shop's tablet (820 px) prices the request and sends the quote; the phone
 * signs it with a drawn signature and pays the deposit by card; the tablet sees the deposit paid.
 */
test('a quote asked offline on a phone is priced on a tablet, signed and its deposit paid on the phone', async ({
  page,
  context,
  browser,
  sql,
  newCustomer,
}) => {
  test.setTimeout(180_000);
  const photoPosts = postsByKey(page, '/api/quote-photos');
  const requestPosts = postsByKey(page, '/api/quote-requests');

  // The customer, on site with no signal: the rooms, the notes and two photos from the camera.
  await logIn(page, newCustomer, '/login?redirect=/quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
  await waitForServiceWorker(page);
  const photos = [await cameraPhoto(page, 'living-room.jpg'), await cameraPhoto(page, 'window-wall.jpg')];
  await context.setOffline(true);
  await fillQuoteRequest(page, 'Living room');
  await page.getByLabel('Choose photos').setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByRole('region', { name: 'Waiting to be sent' })).toContainText('Waiting for a connection.');

  // Back in signal: the photos, then the request, each once.
  await context.setOffline(false);
  await expect
    .poll(async () => (await storedRequests(sql, newCustomer.email)).length, { timeout: 45_000, intervals: [100] })
    .toBe(1);
  const mine = page.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem');
  await expect(mine).toContainText('New');
  expect([...photoPosts.values()]).toEqual([1, 1]);
  expect([...requestPosts.values()]).toEqual([1]);

  // The shop, on a tablet: the request's photos, a labour line and a tool from the catalogue; sent.
  const tablet = await browser.newContext({ storageState: savedSignIn.admin, viewport: { width: 820, height: 1180 } });
  const admin = await tablet.newPage();
  try {
    const tool = (await tools(admin))[0]!;
    await admin.goto('/dashboard/quotes');
    const newRequest = rowsOf(dataTable(admin, 'New quote requests')).filter({ hasText: newCustomer.email });
    await newRequest.getByRole('link', { name: /^Open the request of/ }).click();
    await expect(admin.getByRole('heading', { name: 'Price this request' })).toBeVisible();
    await admin.getByRole('button', { name: 'Open photo 1 full screen' }).click();
    const viewer = admin.getByRole('dialog', { name: 'Photos' });
    await expect(viewer.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Add labour: Living room' }).click();
    const labour = admin.getByRole('group', { name: 'Line 1' });
    await labour.getByLabel('Quantity').fill('2.5');
    await labour.getByLabel('Unit price ($)').fill('45.99');
    await expect(labour.getByTestId('line-total')).toHaveText('$114.98');
    await admin.getByLabel('Add from catalogue').selectOption(tool._id);
    const totalCents = 11_498 + Math.round(tool.price * 100);
    const depositCents = Math.round(totalCents * 0.3);
    await expect(admin.getByTestId('quote-total')).toHaveText(formatDollars(totalCents / 100));
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.getByRole('button', { name: 'Send to customer' }).click();
    await expect(admin.getByTestId('quote-status')).toHaveText('Sent');

    // The customer's phone: the quote from their list, signed with a finger's drawing, the deposit paid.
    await page.reload();
    await expect(mine).toContainText('Quoted');
    await mine.getByRole('link', { name: 'View quote' }).click();
    await expect(quoteStatus(page)).toHaveText('Status: Viewed');
    await expect(page.getByRole('article')).toContainText(formatDollars(totalCents / 100));
    await signQuote(page, newCustomer.name);
    const deposit = formatDollars(depositCents / 100);
    await page.getByRole('link', { name: `Pay deposit of ${deposit}` }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${deposit}` }).click();
    await expect(page.getByText(`Deposit paid: ${deposit}`)).toBeVisible();

    // The shop sees it among the deposits paid.
    await admin.goto('/dashboard/quotes?state=deposit_paid');
    const paid = rowsOf(dataTable(admin, 'Deposit paid quote requests')).filter({ hasText: newCustomer.email });
    await expect(paid).toContainText('Deposit paid');
    const [quote] = await sql<{ status: string; deposit_cents: number; signed_name: string }>(
      'select q.status, q.deposit_cents, q.signed_name from quotes q join quote_requests r on r.id = q.request_id join users u on u.id = r.user_id where u.email = $1',
      [newCustomer.email],
    );
    expect(quote).toEqual({ status: 'deposit_paid', deposit_cents: depositCents, signed_name: newCustomer.name });
  } finally {
    await tablet.close();
  }
});
