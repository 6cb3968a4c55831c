/**
 * The admin's orders with 5,000 orders of several lines in the shop, on a throwaway PostgreSQL: how long the first page
 * (25 rows) takes to answer, against the whole list, and how long /dashboard/orders takes to show it in
 * Chromium. Prints the medians; fails past generous budgets.
 */
import { chromium } from '@playwright/test';
import pg from 'pg';
import { startPostgresSandbox } from '../src/server/test/postgres-sandbox';
import { demoAccounts } from '../src/server/auth/demo-accounts';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

const orderCount = 5000;
const budget = { firstPageMs: 100, renderMs: 2500 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeRequests(url: string, token: string, times: number) {
  const durations: number[] = [];
  let bytes = 0;
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
  return { ms: median(durations), bytes };
}

const sandbox = await startPostgresSandbox();
const server = await startTestServer({ builtApp: true, databaseUrl: sandbox.url });
const pool = new pg.Pool({ connectionString: sandbox.url, max: 1 });
const browser = await chromium.launch(systemChromium);
let failed = false;
try {
  const admin = demoAccounts.find((account) => account.role === 'admin')!;
  const token = await server.sessionToken(admin.email);
  // Orders of one to four lines (2.5 on average), from the first tools by name.
  await pool.query(
    `insert into orders (user_id, user_name, user_email, subtotal_cents, total_cents, address, state, zip, status,
       paid, transaction_id, placed_at)
     select u.id, u.name, u.email, 0, 0, n || ' Benchmark Road', 'OR', '97401', 'shipped', true, 'pi_bench_' || n,
       now() - n * interval '1 minute'
     from generate_series(1, $1) as n, (select * from users where email = $2) u`,
    [orderCount, admin.email],
  );
  await pool.query(
    `insert into order_items (order_id, position, tool_id, product_name, quantity, unit_price_cents, line_total_cents)
     select o.id, t.position, t.id, t.name, 1 + (o.n + t.position) % 5, t.price_cents,
       t.price_cents * (1 + (o.n + t.position) % 5)
     from (select id, substr(transaction_id, 10)::integer as n from orders where transaction_id like 'pi_bench_%') o
     cross join lateral (
       select id, name, price_cents, (row_number() over (order by name) - 1)::smallint as position
       from tools where deleted_at is null order by name limit 1 + o.n % 4) t`,
  );
  await pool.query(
    `update orders set subtotal_cents = lines.total, total_cents = lines.total
     from (select order_id, sum(line_total_cents) as total from order_items group by order_id) lines
     where orders.id = lines.order_id`,
  );
  await pool.query('analyze orders, order_items');

  const firstPage = await timeRequests(`${server.base}/api/allorders?limit=25&offset=0`, token, 30);
  const lastPage = await timeRequests(`${server.base}/api/allorders?limit=25&offset=${orderCount - 25}`, token, 30);
  const whole = await timeRequests(`${server.base}/api/allorders`, token, 5);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.base}/login?redirect=/dashboard`);
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.base}/dashboard`);
  const renders: number[] = [];
  for (let index = 0; index < 5; index++) {
    const started = performance.now();
    await page.goto(`${server.base}/dashboard/orders`);
    await page.getByRole('table', { name: 'All orders' }).getByRole('row').nth(25).waitFor();
    renders.push(performance.now() - started);
  }
  await context.close();
  const render = median(renders);

  console.log(`Admin orders with ${orderCount.toLocaleString()} orders (PostgreSQL, this machine), medians:`);
  console.log(`GET /api/allorders?limit=25 (first page): ${firstPage.ms.toFixed(1)} ms, ${firstPage.bytes} bytes`);
  console.log(`GET /api/allorders?limit=25&offset=${orderCount - 25} (last page): ${lastPage.ms.toFixed(1)} ms`);
  console.log(`GET /api/allorders (all ${orderCount}): ${whole.ms.toFixed(1)} ms, ${whole.bytes} bytes`);
  console.log(`/dashboard/orders, full load until 25 rows show: ${render.toFixed(0)} ms`);
  if (firstPage.ms > budget.firstPageMs || render > budget.renderMs) {
    console.error(`Over budget: first page ${budget.firstPageMs} ms, render ${budget.renderMs} ms.`);
    failed = true;
  }
} finally {
  await browser.close();
  await pool.end();
  await server.stop();
  sandbox.stop();
}
if (failed) process.exitCode = 1;
