import { savedSignIn } from './support/accounts';
import { apiSessionToken, expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { deleteMailOf } from './support/mail';
import { deleteQuoteMail, seedQuoteRequest } from './support/quote-admin';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';
import { drawSignature, seedSentQuote } from './support/quotes';
import { dataTable, rowsOf } from './support/tables';

/**
 * Good, better, best: the admin on a tablet (820 px) offers options and an optional line; the customer on a phone
 * compares the options, chooses one and an extra, sees the total and deposit follow, and signs for what was chosen.
 */
const line = (description: string, unitPrice: number) => ({ description, quantity: 1, unit: 'each', unitPrice });

test.describe('the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('offers two options and an optional line, each priced as typed, and sends them', async ({
    page,
    sql,
    newCustomer,
  }) => {
    test.setTimeout(60_000);
    const request = await seedQuoteRequest(page.request, await apiSessionToken(page.request, newCustomer));
    try {
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.goto('/dashboard/quotes');
      const row = rowsOf(dataTable(page, 'New quote requests')).filter({ hasText: newCustomer.email });
      await row.getByRole('link', { name: /^Open the request of/ }).click();
      await expect(page.getByRole('heading', { name: 'Price this request' })).toBeVisible();

      await page.getByRole('button', { name: 'Add a line', exact: true }).click();
      const prep = page.getByRole('group', { name: 'Line 1' }).first();
      await prep.getByLabel('Description').fill('Prep and protection');
      await prep.getByLabel('Unit price ($)').fill('100');
      await page.getByRole('button', { name: 'Add a line', exact: true }).click();
      const radiators = page.getByRole('group', { name: 'Line 2' }).first();
      await radiators.getByLabel('Description').fill('Paint the radiators');
      await radiators.getByLabel('Unit price ($)').fill('45.50');
      await radiators.getByLabel('Optional: the customer may add it when accepting').check();

      for (const [name, price] of [
        ['Good', '400'],
        ['Better', '650.25'],
      ] as const) {
        await page.getByRole('button', { name: 'Add an option' }).click();
        const option = page.getByRole('group', { name: /^Option \d$/ }).last();
        await expect(option.getByLabel('Option name')).toHaveValue(name);
        await option.getByRole('button', { name: `Add a line to ${name}` }).click();
        await option.getByLabel('Description').fill(`${name} paint, two coats`);
        await option.getByLabel('Unit price ($)').fill(price);
      }
      const schedule = page.getByRole('group', { name: 'Kitchen' });
      await schedule.getByLabel('Colour').fill('Sage Wisdom');
      await schedule.getByLabel('Code or hex').fill('#9caf88');
      await schedule.getByLabel('Sheen').selectOption('eggshell');
      const totals = page.getByTestId('option-total');
      await expect(totals).toHaveText([
        'Good comes to $500.00, deposit $150.00',
        'Better comes to $750.25, deposit $225.08',
      ]);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath('options-820.png'), fullPage: true });

      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain('with the options Good, Better');
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Send to customer' }).click();
      await expect(page.getByTestId('quote-status')).toHaveText('Sent');
      await expect(page.getByRole('list', { name: 'Options offered' })).toContainText(
        'Better paint, two coats: $750.25',
      );
      const [sent] = await sql<{
        lines: { optional?: boolean }[];
        options: { name: string }[];
        total_cents: number;
        room_paints: unknown[];
      }>('select lines, options, total_cents, room_paints from quotes where request_id = $1', [request._id]);
      expect(sent!.lines.map(({ optional }) => optional ?? false)).toEqual([false, true]);
      expect(sent!.options.map(({ name }) => name)).toEqual(['Good', 'Better']);
      expect(sent!.total_cents).toBe(50_000);
      expect(sent!.room_paints).toEqual([
        { brand: '', colour: 'Sage Wisdom', code: '#9caf88', sheen: 'eggshell' },
        null,
      ]);
    } finally {
      await deleteQuoteMail(sql, [request._id]);
      await deleteMailOf(sql, newCustomer.email);
    }
  });
});

test.describe('the customer', () => {
  test.skip(({ isMobile }) => !isMobile, 'The customer answers the quote on a phone.');

  test('compares the options, must choose one, sees the total follow the choice and an extra, and signs for it', async ({
    page,
    request,
    sql,
    newCustomer,
  }) => {
    test.setTimeout(90_000);
    const quote = await seedSentQuote(request, newCustomer, {
      lines: [line('Prep and protection', 100), { ...line('Paint the radiators', 45.5), optional: true }],
      options: [
        { name: 'Good', lines: [line('One coat', 400)] },
        { name: 'Better', lines: [line('Two coats', 600), line('Primer', 50.25)] },
        { name: 'Best', lines: [line('Two coats, premium paint', 900)] },
      ],
    });
    await signInByApi(page, newCustomer);
    await holdAt(page, deviceWidths[0]!);
    await page.goto(`/dashboard/quotes/${quote._id}`);
    const choose = page.getByRole('group', { name: 'Choose one option' });
    await expect(choose.getByRole('radio')).toHaveCount(3);
    await expectInReachAtWidths(page, 'quote-options', deviceWidths);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('options-390.png'), fullPage: true });

    await expect(page.getByText('Choose one of the options to see your total.')).toBeVisible();
    await page.getByLabel('Full name').fill('Robin Roller');
    await drawSignature(page);
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(page.getByText('Choose one of the options above.')).toBeVisible();

    await choose.getByRole('radio', { name: 'Better' }).check();
    const total = page.getByTestId('choice-total');
    await expect(total).toHaveText('$750.25');
    await page.getByRole('checkbox', { name: /Paint the radiators/ }).check();
    await expect(total).toHaveText('$795.75');
    await expect(
      page.getByText(/with the option Better and the extras I ticked, for a total of \$795\.75/),
    ).toBeVisible();
    await expect(page.getByText(/deposit of \$238\.73 \(30%\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Accept and sign' }).click();

    await expect(page.getByRole('heading', { name: 'Accepted and signed' })).toBeVisible();
    const sheet = page.getByRole('article');
    await expect(sheet.getByText('Option chosen: Better')).toBeVisible();
    await expect(sheet.getByRole('row', { name: /Paint the radiators/ })).toBeVisible();
    await expect(sheet.getByRole('row', { name: /One coat/ })).toHaveCount(0);
    await expect(sheet.getByRole('row', { name: 'Total $795.75', exact: true })).toBeVisible();
    const [stored] = await sql<{ chosen_option: string; chosen_optional_lines: number[]; total_cents: number }>(
      'select chosen_option, chosen_optional_lines, total_cents from quotes where id = $1',
      [quote._id],
    );
    expect(stored).toEqual({ chosen_option: 'Better', chosen_optional_lines: [1], total_cents: 79_575 });
  });
});
