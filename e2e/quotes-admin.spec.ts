import type { Page } from '@playwright/test';
import { demoAdmin, savedSignIn } from './support/accounts';
import { apiSessionToken, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { caughtMailTo, deleteMailOf } from './support/mail';
import { tools } from './support/offline';
import { outboxEntries } from './support/saved';
import { deleteQuoteMail, seedQuoteRequest } from './support/quote-admin';
import { quoteStatus } from './support/quotes';
import { dataTable, rowsOf } from './support/tables';

/**
 * The admin, on a tablet (820 px), prices a customer's request for a painting quote: the request made
 * through the API as the customer's phone makes it (two photos, then the request), its photos full
 * screen, a labour line and a catalogue tool, saved, sent and seen read-only as its customer sees it; and a draft
 * written with no connection.
 */
test.use({ storageState: savedSignIn.admin });

type Sql = <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

const quotesOf = (sql: Sql, requestId: string) =>
  sql<{ id: string; status: string; total_cents: number; deposit_cents: number; lines: { description: string }[] }>(
    'select id, status, total_cents, deposit_cents, lines from quotes where request_id = $1',
    [requestId],
  );

async function openRequest(page: Page, customerEmail: string) {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/dashboard/quotes');
  const row = rowsOf(dataTable(page, 'New quote requests')).filter({ hasText: customerEmail });
  await row.getByRole('link', { name: /^Open the request of/ }).click();
  await expect(page.getByRole('heading', { name: 'Price this request' })).toBeVisible();
}

test('the admin sees the request with its photos, prices it with labour and a catalogue tool, saves and sends it, and sees it read-only as the customer does, their read not marking it viewed', async ({
  page,
  sql,
  newCustomer,
}) => {
  test.setTimeout(90_000);
  const request = await seedQuoteRequest(page.request, await apiSessionToken(page.request, newCustomer));
  const tool = (await tools(page))[0]!;
  try {
    await openRequest(page, newCustomer.email);
    await expect(page.getByText('12 Harbour Lane, Portsmouth')).toBeVisible();
    // Its two photos, as the shop keeps them, shown (their full-screen viewer: quotes-admin-served.spec.ts).
    const thumbnails = page
      .getByRole('list', { name: 'Photos' })
      .getByRole('button', { name: /^Open photo \d full screen$/ });
    await expect(thumbnails).toHaveCount(2);
    for (const thumbnail of await thumbnails.all())
      await expect
        .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add labour: Kitchen' }).click();
    const labour = page.getByRole('group', { name: 'Line 1' });
    await expect(labour.getByLabel('Description')).toHaveValue('Walls and ceiling — Kitchen');
    await expect(labour.getByLabel('Unit', { exact: true })).toHaveValue('hours');
    await labour.getByLabel('Quantity').fill('2.5');
    await labour.getByLabel('Unit price ($)').fill('45.99');
    await expect(labour.getByTestId('line-total')).toHaveText('$114.98');

    await page.getByLabel('Add from catalogue').selectOption(tool._id);
    const material = page.getByRole('group', { name: 'Line 2' });
    await expect(material.getByLabel('Description')).toHaveValue(tool.name);
    await expect(material.getByLabel('Unit price ($)')).toHaveValue(tool.price.toFixed(2));
    const totalCents = 11498 + Math.round(tool.price * 100);
    const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(page.getByTestId('quote-total')).toHaveText(dollars(totalCents));
    await expect(page.getByTestId('quote-deposit')).toHaveText(dollars(Math.round(totalCents * 0.3)));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('priced-820.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved to the shop.')).toBeVisible();
    await expect
      .poll(() => quotesOf(sql, request._id), { timeout: 5_000 })
      .toMatchObject([{ status: 'draft', total_cents: totalCents, deposit_cents: Math.round(totalCents * 0.3) }]);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('Sent');
    await page.screenshot({ path: test.info().outputPath('sent-820.png'), fullPage: true });
    const [sent] = await quotesOf(sql, request._id);
    expect(sent).toMatchObject({ status: 'sent', total_cents: totalCents });
    expect(sent!.lines.map((line) => line.description)).toEqual(['Walls and ceiling — Kitchen', tool.name]);

    // The customer's page of the quote, which the admin sees read-only: their read does not mark it viewed.
    await page.getByRole('link', { name: 'See it as the customer does' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${sent!.id}$`));
    await expect(page.getByRole('article')).toContainText(dollars(totalCents));
    await expect(quoteStatus(page)).toHaveText('Status: Sent');
    await expect(page.getByText('This is the customer’s view, read-only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    expect(await quotesOf(sql, request._id)).toMatchObject([{ status: 'sent' }]);
    await page.goBack();
    await page.getByRole('link', { name: '← All requests' }).click();
    await page.getByRole('link', { name: 'Quoted', exact: true }).click();
    const quoted = rowsOf(dataTable(page, 'Quoted quote requests')).filter({ hasText: newCustomer.email });
    await expect(quoted).toContainText('Quoted');
    await expect(quoted).toContainText('Sent');

    // The customer's email, with the link to their quote.
    await expect
      .poll(
        async () =>
          (await caughtMailTo(page.request, newCustomer.email)).some((email) =>
            email.html.includes(`/dashboard/quotes/${sent!.id}`),
          ),
        { message: 'the quote-sent email in the mail catcher', timeout: 20_000 },
      )
      .toBe(true);
  } finally {
    await deleteQuoteMail(sql, [request._id]);
    await deleteMailOf(sql, newCustomer.email);
  }
});

test('a draft written with no connection is kept on the tablet and saved to the shop when the connection returns', async ({
  page,
  context,
  sql,
  newCustomer,
}) => {
  test.setTimeout(60_000);
  const request = await seedQuoteRequest(page.request, await apiSessionToken(page.request, newCustomer));
  try {
    await openRequest(page, newCustomer.email);
    await context.setOffline(true);
    await expect(page.getByText(/You are offline — showing this request saved/)).toBeVisible();
    await page.getByRole('button', { name: 'Add labour: Hall' }).click();
    const line = page.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Quantity').fill('4');
    await line.getByLabel('Unit price ($)').fill('50');
    await expect(page.getByText('Sending to the customer needs a connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to customer' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByText('Saved on this device — it will be saved to the shop when you are back online.'),
    ).toBeVisible();
    expect(await quotesOf(sql, request._id)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('Draft saved to the shop.')).toBeVisible({ timeout: 15_000 });
    const [draft] = await quotesOf(sql, request._id);
    expect(draft).toMatchObject({ status: 'draft', total_cents: 20000 });
    expect(draft!.lines.map((each) => each.description)).toEqual(['Walls and trim — Hall']);
    // A draft is the shop's own until sent: the request is still new.
    expect(await sql('select state from quote_requests where id = $1', [request._id])).toEqual([{ state: 'new' }]);
    // The save went through the outbox: nothing of it waits on the tablet any more.
    expect(await outboxEntries(page)).toEqual([]);
  } finally {
    await deleteQuoteMail(sql, [request._id]);
    await deleteMailOf(sql, newCustomer.email);
  }
});

test('a save made on a draft another admin saved since is refused, shows both versions’ lines, and keeps the one chosen', async ({
  page,
  sql,
  newCustomer,
}) => {
  test.setTimeout(60_000);
  const request = await seedQuoteRequest(page.request, await apiSessionToken(page.request, newCustomer));
  try {
    await openRequest(page, newCustomer.email);
    await page.getByRole('button', { name: 'Add labour: Hall' }).click();
    const line = page.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Quantity').fill('4');
    await line.getByLabel('Unit price ($)').fill('50');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved to the shop.')).toBeVisible();
    // The tablet reads the draft at version 1; another admin then saves it, from elsewhere.
    await page.reload();
    await expect(line.getByLabel('Quantity')).toHaveValue('4');
    const [draft] = await quotesOf(sql, request._id);
    const other = { Authorization: `Bearer ${await apiSessionToken(page.request, demoAdmin)}` };
    const theirs = await page.request.put(`/api/quotes/${draft!.id}`, {
      headers: other,
      data: {
        lines: [{ description: 'Ceiling — Hall', quantity: 2, unit: 'hours', unitPrice: 80 }],
        notes: '',
        depositPercent: 30,
        validUntil: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10),
        version: 1,
      },
    });
    expect(theirs.status()).toBe(200);

    await line.getByLabel('Quantity').fill('5');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Another save came first' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('region', { name: 'Yours, on this device' })).toContainText(
      'Walls and trim — Hall',
    );
    await expect(conflict.getByRole('region', { name: "The shop's, draft (version 2)" })).toContainText(
      'Ceiling — Hall',
    );
    expect((await quotesOf(sql, request._id))[0]!.lines.map((each) => each.description)).toEqual(['Ceiling — Hall']);

    await conflict.getByRole('button', { name: "Keep mine (save it over the shop's)" }).click();
    await expect(page.getByText('Draft saved to the shop.')).toBeVisible();
    await expect(conflict).toHaveCount(0);
    const [kept] = await quotesOf(sql, request._id);
    expect(kept).toMatchObject({ total_cents: 25000 });
    expect(kept!.lines.map((each) => each.description)).toEqual(['Walls and trim — Hall']);
  } finally {
    await deleteQuoteMail(sql, [request._id]);
    await deleteMailOf(sql, newCustomer.email);
  }
});
