/**
 * Load: 200 connections reading the catalogue while a stream of orders is placed, for LOAD_SECONDS (30),
 * on the embedded database and then on a throwaway PostgreSQL. Prints p50/p99 latency and throughput,
 * and the server's resident memory at start, after the load and at its peak; fails on any error or
 * non-2xx answer, and on memory over budget.
 */
import autocannon from 'autocannon';
import type { Tool } from '../src/shared/api-types';
import { startPostgresSandbox } from '../src/server/test/postgres-sandbox';
import { residentMemory } from './process-memory';
import { startTestServer } from './start-test-server';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const memoryBudgetMb = { embedded: 400, postgres: 200 };
/**
 * When a request counts as failed. The first request of a connection opened in the same instant as 200
 * others waits up to about 8 s on two cores before the server's handler even sees it (the handler itself
 * answers within a second: measured), while both event loops are busy; those waits stay in the figures,
 * and only a request unanswered for 20 s fails.
 */
const requestTimeoutSeconds = 20;

async function loadTest(server: Awaited<ReturnType<typeof startTestServer>>) {
  const admin = await server.sessionToken('admin@brushwork.test');
  const tools = (await (await fetch(`${server.base}/api/services`)).json()) as Tool[];
  const tool = tools[0]!;
  await fetch(`${server.base}/api/services/${tool._id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      name: tool.name,
      desc: tool.desc,
      minOrderQuantity: 1,
      orderQuanitity: 1_000_000,
      price: tool.price,
    }),
  });
  const buyers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => server.sessionToken(`load-buyer-${index}@example.com`)),
  );

  const catalogue = autocannon({
    url: server.base,
    connections: 200,
    duration: seconds,
    timeout: requestTimeoutSeconds,
    requests: [
      { method: 'GET', path: '/api/services' },
      { method: 'GET', path: `/api/services/${tool._id}` },
      { method: 'GET', path: '/api/reviews' },
    ],
  });
  let buyer = 0;
  const ordering = autocannon({
    url: server.base,
    connections: 10,
    duration: seconds,
    timeout: requestTimeoutSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => ({
          ...request,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyers[buyer++ % buyers.length]}` },
          body: JSON.stringify({
            productId: tool._id,
            productQuantity: 1,
            userAddress: '1 Main',
            userState: 'OR',
            userZip: '97401',
          }),
        }),
      },
    ],
  });
  return Promise.all([catalogue, ordering]);
}

const line = (name: string, result: autocannon.Result) =>
  `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx`;

async function measure(database: keyof typeof memoryBudgetMb, databaseUrl = '') {
  const server = await startTestServer({ databaseUrl });
  try {
    const atStart = residentMemory(server.pid);
    const [reads, orders] = await loadTest(server);
    const after = residentMemory(server.pid);
    console.log(`Load test on the ${database} database, ${seconds} s on this machine:`);
    console.log(line('  catalogue reads (200 connections)', reads));
    console.log(line('  orders (10 connections)', orders));
    console.log(
      `  server resident memory: ${atStart.rssMb} MB at start, ${after.rssMb} MB after the load, ${after.peakMb} MB at its peak (budget ${memoryBudgetMb[database]} MB)`,
    );
    const failures = reads.errors + reads.non2xx + reads.timeouts + orders.errors + orders.non2xx + orders.timeouts;
    if (failures > 0) {
      console.error(`${failures} requests failed.`);
      process.exitCode = 1;
    }
    if (after.peakMb > memoryBudgetMb[database]) {
      console.error(`The server held ${after.peakMb} MB at its peak, over its ${memoryBudgetMb[database]} MB.`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await measure('embedded');
const sandbox = await startPostgresSandbox();
try {
  await measure('postgres', sandbox.url);
} finally {
  sandbox.stop();
}
