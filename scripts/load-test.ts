/**
 * Load: 200 connections reading the catalogue while customers place cart orders of one to five tools
 * spread over the catalogue, for LOAD_SECONDS (12), on the embedded database and then on a throwaway PostgreSQL
 * (LOAD_DATABASES=postgres, or embedded, runs one), each served as the shop runs on it on this machine: the
 * embedded database by its one process, PostgreSQL by one process per core (WEB_CONCURRENCY, as the README
 * advises; two on the 2-core machines CI runs on). Prints p50/p99 latency and throughput of both, the
 * orders placed per second, and the servers' resident memory at start, after the load and at its peak.
 * Then orders are paid many at once (load-payments.ts). Fails on any error or unexpected answer, on orders slower
 * or fewer than the database's budget, on receipts out of sequence, and on a process over its memory budget.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type autocannon from 'autocannon';
import type { Tool } from '../src/shared/answers/catalogue';
import { type PostgresSandbox, startPostgresSandbox } from '../src/server/test/postgres-sandbox';
import { answersWith, everyConnectionAnswered, line, start } from './autocannon-runs';
import { payAtOnce } from './load-payments';
import { proportionalMemoryMb, residentMemory } from './process-memory';
import { startTestServer } from './start-test-server';

const seconds = Number(process.env.LOAD_SECONDS ?? 12);
/** Server processes on PostgreSQL: one per core, at least two, so that the test runs the cluster on any machine. */
const postgresProcesses = Math.max(2, availableParallelism());
/** Distinct customers, each with a session of their own, and how many of them place an order at every moment. */
const customers = 200;
const orderConnections = 40;
/** Seconds of orders before the measured ones: the order path's first requests compile it. */
const orderWarmupSeconds = 2;
const stockPerTool = 1_000_000;
const delivery = { userAddress: '1 Main', userState: 'OR', userZip: '97401' };

/** Memory is a server process's peak, of the one that held most. */
type Budget = { memoryMb: number; ordersPerSecond: number; orderP99Ms: number };
/**
 * The shop's promise on PostgreSQL, and the gate: 200 cart orders/s, p99 under 500 ms beside the reads. The embedded
 * database runs every query on its one connection: 40 orders at once queue (p99 4–6 s at 81–106 placed/s in CI).
 */
const budgets: Record<'embedded' | 'postgres', Budget> = {
  embedded: { memoryMb: 400, ordersPerSecond: 10, orderP99Ms: 10_000 },
  postgres: { memoryMb: 230, ordersPerSecond: 200, orderP99Ms: 500 },
};
/**
 * When a request counts as failed. A connection's first request, opened with 200 others, waits up to about 8 s on
 * two cores before the handler sees it (which answers within a second: measured); those waits stay in the read
 * figures, and only a request unanswered for 20 s fails. Orders start once every reader has had its first answer.
 */
const requestTimeoutSeconds = 20;

/** The `n`th cart: 1–5 neighbouring tools from a new start each time (every tool in as many), at minimum to +2. */
function cart(tools: Tool[], n: number) {
  return {
    items: Array.from({ length: 1 + (n % 5) }, (_, line) => {
      const tool = tools[(7 * n + line) % tools.length]!;
      return { productId: tool._id, quantity: tool.minOrderQuanity + ((n + line) % 3) };
    }),
    ...delivery,
  };
}

async function stockUp(server: Awaited<ReturnType<typeof startTestServer>>) {
  const admin = await server.sessionToken('admin@brushwork.test');
  const put = async (path: string, body: object) => {
    const response = await fetch(`${server.base}${path}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`PUT ${path} failed with ${response.status}.`);
  };
  // The books on: Oregon's orders taxed, delivery charged below $150.
  await put('/api/tax-rates', { rates: [{ state: 'OR', percent: 6.5, painting: false }] });
  await put('/api/delivery', { flat: 9.5, freeFrom: 150, pickup: true });
  const tools = (await (await fetch(`${server.base}/api/services`)).json()) as Tool[];
  for (const { _id, name, desc, price, minOrderQuanity: minOrderQuantity } of tools)
    await put(`/api/services/${_id}`, { name, desc, price, minOrderQuantity, orderQuanitity: stockPerTool });
  return tools;
}

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Shop = { tools: Tool[]; sessions: string[] };

/** The catalogue stocked up and every customer signed in. */
async function prepareShop(server: TestServer): Promise<Shop> {
  const tools = await stockUp(server);
  const sessions: string[] = [];
  // A few at a time: the Auth Emulator is slow to take hundreds of sign-ups at once.
  for (let index = 0; index < customers; index += 20)
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, (_, offset) => server.sessionToken(`load-buyer-${index + offset}@example.com`)),
      )),
    );
  if (sessions.some((session) => typeof session !== 'string')) throw new Error('A customer could not sign in.');
  return { tools, sessions };
}

async function loadTest(server: TestServer, { tools, sessions }: Shop) {
  const readConnections = 200;
  const catalogue = start({
    url: server.base,
    connections: readConnections,
    // Until the orders are done (stopped then), within a bound.
    duration: 3 * seconds + 60,
    timeout: requestTimeoutSeconds,
    requests: [
      { method: 'GET', path: '/api/services' },
      { method: 'GET', path: `/api/services/${tools[0]!._id}` },
      { method: 'GET', path: '/api/reviews' },
    ],
  });
  await everyConnectionAnswered(catalogue.instance, readConnections);

  let placing = 0;
  const ordering = (duration: number) =>
    start({
      url: server.base,
      connections: orderConnections,
      duration,
      timeout: requestTimeoutSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          // As the shop's checkout sends it: the customer's session and a new Idempotency-Key per order.
          setupRequest: (request) => ({
            ...request,
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${sessions[placing % sessions.length]}`,
              'Idempotency-Key': randomUUID(),
            },
            body: JSON.stringify(cart(tools, placing++)),
          }),
        },
      ],
    }).result;
  const warmup = await ordering(orderWarmupSeconds);
  const orders = await ordering(seconds);
  catalogue.instance.stop();
  return { reads: await catalogue.result, warmup, orders };
}

async function measure(database: keyof typeof budgets, postgres?: PostgresSandbox) {
  const budget = budgets[database];
  const server = await startTestServer(
    postgres ? { databaseUrl: postgres.url, env: { WEB_CONCURRENCY: String(postgresProcesses) } } : {},
  );
  try {
    const atStart = residentMemory(server.pid);
    const shop = await prepareShop(server);
    // One run of 12 s on a shared 2-core machine moves with its neighbours (p99 246 to 500 ms on one code): a
    // run that misses the orders' budget is followed by two more, and the median of the three judges, as
    // Lighthouse's pages are judged. Every request of every run must still succeed.
    const runs = [await loadTest(server, shop)];
    const ordersPerSecondOf = ({ orders }: (typeof runs)[number]) => Math.round(answersWith(orders, 201) / seconds);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const judged = () => ({
      ordersPerSecond: median(runs.map(ordersPerSecondOf)),
      p99: median(runs.map(({ orders }) => orders.latency.p99)),
    });
    const withinBudget = () => judged().ordersPerSecond >= budget.ordersPerSecond && judged().p99 < budget.orderP99Ms;
    while (!withinBudget() && runs.length < 3) runs.push(await loadTest(server, shop));
    const after = residentMemory(server.pid);
    const processes = postgres ? `${postgresProcesses} server processes` : 'one server process';
    console.log(
      `Load test on the ${database} database (${processes}), ${seconds} s on this machine, orders taxed (OR 6.5 %) and charged delivery:`,
    );
    for (const [index, run] of runs.entries()) {
      const { reads, warmup, orders } = run;
      const name = runs.length > 1 ? ` (run ${index + 1} of ${runs.length})` : '';
      console.log(line(`  catalogue reads (200 connections)${name}`, reads));
      console.log(
        `  orders (${customers} customers, ${orderConnections} at once)${name}: ${ordersPerSecondOf(run)} placed/s, p50 ${orders.latency.p50} ms, p99 ${orders.latency.p99} ms, ${answersWith(orders, 201)} placed, ${answersWith(orders, 409)} refused for stock (409), ${orders.errors} errors (budget ${budget.ordersPerSecond} placed/s, p99 under ${budget.orderP99Ms} ms)`,
      );
      console.log(
        `  before them, ${orderWarmupSeconds} s of orders not counted: p50 ${warmup.latency.p50} ms, p99 ${warmup.latency.p99} ms, ${answersWith(warmup, 201)} placed`,
      );
    }
    if (runs.length > 1)
      console.log(
        `  judged by the median of ${runs.length} runs: ${judged().ordersPerSecond} placed/s, p99 ${judged().p99} ms`,
      );
    console.log(
      `  server resident memory, its processes together: ${atStart.rssMb} MB at start, ${after.rssMb} MB after the load, ${after.peakMb} MB at its peak; the largest process's peak ${after.largestPeakMb} MB (budget ${budget.memoryMb} MB a process)`,
    );
    // The shop's other half on PostgreSQL: its processes, one per connection of the server's pool.
    if (postgres) console.log(`  PostgreSQL's processes after the load: ${proportionalMemoryMb(postgres.pid())} MB`);
    await payAtOnce(server.base, shop.sessions, (n) => cart(shop.tools, n));
    const failed = (result: autocannon.Result) =>
      result.errors + result.timeouts + result.non2xx - answersWith(result, 409);
    const failures = runs
      .map(({ reads, warmup, orders }) => failed(reads) + failed(warmup) + failed(orders) + answersWith(reads, 409))
      .reduce((sum, count) => sum + count, 0);
    if (failures > 0) {
      console.error(`${failures} requests failed.`);
      process.exitCode = 1;
    }
    if (!withinBudget()) {
      console.error(`Orders on the ${database} database are under their budget.`);
      process.exitCode = 1;
    }
    if (after.largestPeakMb > budget.memoryMb) {
      console.error(`A server process held ${after.largestPeakMb} MB at its peak, over its ${budget.memoryMb} MB.`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

const databases = (process.env.LOAD_DATABASES ?? 'embedded,postgres').split(',');
if (databases.includes('embedded')) await measure('embedded');
if (databases.includes('postgres')) {
  const sandbox = await startPostgresSandbox();
  try {
    await measure('postgres', sandbox);
  } finally {
    sandbox.stop();
  }
}
