/**
 * Load: 200 connections reading the catalogue while a stream of orders is placed, for LOAD_SECONDS (30).
 * Prints p50/p99 latency and throughput, and fails on any error or non-2xx answer.
 */
import autocannon from 'autocannon';
import type { Tool } from '../src/shared/api-types';
import { startTestServer } from './start-test-server';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const server = await startTestServer();
try {
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
      price: Math.round(tool.price),
    }),
  });
  const buyers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => server.sessionToken(`load-buyer-${index}@example.com`)),
  );

  const catalogue = autocannon({
    url: server.base,
    connections: 200,
    duration: seconds,
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
  const [reads, orders] = await Promise.all([catalogue, ordering]);
  const line = (name: string, result: autocannon.Result) =>
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx`;
  console.log(`Load test, ${seconds} s on this machine:`);
  console.log(line('catalogue reads (200 connections)', reads));
  console.log(line('orders (10 connections)', orders));
  const failures = reads.errors + reads.non2xx + reads.timeouts + orders.errors + orders.non2xx + orders.timeouts;
  if (failures > 0) {
    console.error(`${failures} requests failed.`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
