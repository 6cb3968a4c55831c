import { expect, signInByApi, test } from './support/fixtures';
import { insertPaidOrders } from './support/orders';
import { dataTable, rowsOf } from './support/tables';

declare global {
  interface Window {
    reactCommits?: number;
  }
}

/**
 * A mid-range phone (Chromium's CPU throttling at 4×) opening a page of its data. Its rows take React more
 * than one of its time slices to render, and an update anywhere else on the page meanwhile makes React set
 * them aside and start them again. The notice of the page data's age re-rendered at every change of the
 * query cache, which the rows' own render causes: on a slow phone React started them again and again, each
 * time committing that notice, and the page kept its placeholder for seconds (a test at half speed waited
 * more than 7). React tells a developer tool of every commit; the page counts them as one would.
 */
test('My Orders fills in at once on a slow phone, its rows not rendered over and over', async ({
  page,
  context,
  newCustomer,
  sql,
}) => {
  await signInByApi(page, newCustomer);
  await page.goto('/dashboard');
  await insertPaidOrders(sql, newCustomer, 25, Date.UTC(2026, 0, 1, 12, 0, 0));
  await page.addInitScript(() => {
    window.reactCommits = 0;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: () => (window.reactCommits = (window.reactCommits ?? 0) + 1),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      },
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/dashboard/myOrders');
  await expect(rowsOf(dataTable(page, 'My orders')).filter({ hasText: 'Page Street' })).toHaveCount(25);
  // The app's start, the route, the placeholder, the rows and what the header loads, each answer of the shop in a
  // commit of its own when the CPU is short: 5 to 9 commits here, 12 beside a busy loop. When the rows were
  // started again and again, 247 and 321 (or the rows not there after 7 s).
  expect(await page.evaluate(() => window.reactCommits)).toBeLessThan(40);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
