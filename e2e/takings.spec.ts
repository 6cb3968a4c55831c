import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Order } from '../src/shared/answers/orders';
import { demoAdmin, savedSignIn } from './support/accounts';
import { toolNamed } from './support/cart';
import { apiSessionToken, expect, expectNoSeriousA11yViolations, test, withoutServiceWorker } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { payThroughTestGateway } from './support/payments';
import { problemsInReach } from './support/reach';
import { dataTable, rowsOf } from './support/tables';

/**
 * The shop's takings on an admin's tablet: the last 30 days at a glance, the chart (uPlot, fetched by this
 * page alone), the totals by kind, every payment, the CSV for an accountant, and the page offline.
 */
test.use({ storageState: savedSignIn.admin });

const brush = 'Angled Sash Brush, 2.5 in';

/** A paid order of the customer's, and a second one paid and refunded by the shop: two charges, a refund. */
async function takingsOf(page: Page, customer: { email: string; password: string }) {
  const token = await apiSessionToken(page.request, customer);
  const tool = await toolNamed(page, brush);
  const order = async () =>
    (await (
      await page.request.post('/api/orders', {
        headers: { Authorization: `Bearer ${token}` },
        data: { productId: tool._id, productQuantity: 3, userAddress: '1 Pine St', userState: 'OR', userZip: '97401' },
      })
    ).json()) as Order;
  const kept = await order();
  const keptIntent = await payThroughTestGateway(page.request, token, kept._id);
  const refunded = await order();
  const refundedIntent = await payThroughTestGateway(page.request, token, refunded._id);
  const admin = await apiSessionToken(page.request, demoAdmin);
  const refund = await page.request.post(`/api/orders/${refunded._id}/refund`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(refund.ok()).toBe(true);
  return { keptIntent, refundedIntent };
}

/** Whether a script of uPlot's came to the page: its chunk is the chart's, and only it holds this class name. */
function watchForUplot(page: Page) {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes('u-cursor-x')) seen.push(response.url());
  });
  return seen;
}

test.describe('what the page shows', () => {
  // Its layout, chart, accessibility and download, not how it arrives: no service worker to install (see
  // withoutServiceWorker). The page offline, below, keeps it.
  test.use(withoutServiceWorker);

  test('the takings at 820 and 1280 px: totals, a chart of each day, the kinds and every payment, no serious accessibility violation, its figures open; uPlot only here', async ({
    page,
    newCustomer,
  }) => {
    test.setTimeout(90_000);
    const { keptIntent, refundedIntent } = await takingsOf(page, newCustomer);
    const uplot = watchForUplot(page);
    await page.setViewportSize({ width: 820, height: 1180 });
    for (const [path, heading] of [
      ['/dashboard', 'Welcome, Brushwork Admin'],
      ['/dashboard/orders', 'Orders'],
      ['/dashboard/quotes', 'Quotes'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(uplot).toEqual([]);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Takings' }).click();
    await expect(page).toHaveURL('/dashboard/takings');
    for (const width of [820, 1280]) {
      await page.setViewportSize({ width, height: width < 1000 ? 1180 : 900 });
      await page.goto('/dashboard/takings');
      await expect(page.getByRole('heading', { name: 'Takings' })).toBeVisible();
      await expect(page.getByText('Charged', { exact: true })).toBeVisible();
      const chart = page.getByRole('figure', { name: /^Charges, refunds and net per day, / });
      await expect(chart.locator('canvas')).toBeVisible();
      const box = (await chart.locator('canvas').boundingBox())!;
      expect(box.height).toBeGreaterThan(200);
      await expect(
        page.getByRole('table', { name: 'Totals by kind' }).getByRole('row', { name: /^Orders/ }),
      ).toBeVisible();
      const payments = rowsOf(dataTable(page, 'Every payment'));
      await expect(payments.filter({ hasText: refundedIntent }).filter({ hasText: 'Refund' })).toBeVisible();
      await expect(payments.filter({ hasText: keptIntent })).toContainText('Charge');
      await expect(page.getByLabel('What was kept')).toContainText(
        /^Sales\$[\d,.]+Tax collected\$[\d,.]+Delivery charged\$/,
      );
      // The sales tax of the shop's current quarter, and the quarter before a tap away.
      const taxReport = page.getByRole('region', { name: /^Sales tax, / });
      await expect(
        taxReport
          .getByRole('table', { name: 'Sales tax by state' })
          .or(taxReport.getByText('No taxed sale in these days.')),
      ).toBeVisible();
      if (width === 820) {
        const quarter = await taxReport.getByRole('heading').textContent();
        await taxReport.getByRole('button', { name: 'Quarter before' }).click();
        await expect(taxReport.getByRole('heading')).not.toHaveText(quarter!);
        await expect(taxReport.getByText('No taxed sale in these days.')).toBeVisible();
      }
      await page.screenshot({ path: test.info().outputPath(`takings-${width}.png`), fullPage: true });
      expect(await problemsInReach(page), `/dashboard/takings at ${width} px`).toEqual([]);
      // Checked with the chart's figures opened too, the table a screen reader reads the chart by.
      await page.getByText(/^The \d+ days in figures$/).click();
      await expect(page.getByRole('table', { name: 'Day by day' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    expect(uplot.length).toBeGreaterThan(0);
  });

  test('the ledger downloads as CSV, for an accountant', async ({ page, newCustomer }) => {
    const { keptIntent, refundedIntent } = await takingsOf(page, newCustomer);
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/dashboard/takings');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download these 30 days (CSV)' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^brushwork-payments-all-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      '_id,number,kind,type,amount,subtotal,tax,state,delivery,currency,orderId,quoteId,invoiceId,intentId,status,at',
    );
    expect(
      lines
        .filter((line) => line.includes(refundedIntent))
        .map((line) => line.split(',')[3])
        .sort(),
    ).toEqual(['charge', 'refund']);
    expect(lines.some((line) => line.includes(`,${keptIntent},succeeded,`))).toBe(true);
  });
});

test('offline, the takings show what was saved and how old it is, read-only', async ({ page, context }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/dashboard/takings');
  await expect(page.getByRole('figure').locator('canvas')).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByRole('figure').locator('canvas')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/dashboard/takings');
  await expect(
    page.getByRole('status').filter({ hasText: /^You are offline — showing the takings saved / }),
  ).toContainText('Changes need a connection.');
  await expect(page.getByRole('figure').locator('canvas')).toBeVisible();
  for (const name of ['Download these 30 days (CSV)', 'Download every payment (CSV)'])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  await expect(page.getByText('Downloading needs a connection.')).toBeVisible();
  await context.setOffline(false);
});
