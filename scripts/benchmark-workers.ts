/**
 * Catalogue reads with one server process and with two (WEB_CONCURRENCY=2) on the same throwaway
 * PostgreSQL, in the same run: throughput, p99 and their ratio. Fails on any failed request, or when two
 * processes serve clearly less than one.
 */
import autocannon from 'autocannon';
import { startPostgresSandbox } from '../src/server/test/postgres-sandbox';
import { startTestServer } from './start-test-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function catalogueReads(databaseUrl: string, workers: number) {
  const server = await startTestServer({ databaseUrl, env: { WEB_CONCURRENCY: String(workers) } });
  try {
    const run = () =>
      autocannon({
        url: server.base,
        connections: 100,
        duration: seconds,
        requests: [{ method: 'GET', path: '/api/services' }],
      });
    await autocannon({ url: `${server.base}/api/services`, connections: 100, duration: 2 });
    return await run();
  } finally {
    await server.stop();
  }
}

const sandbox = await startPostgresSandbox();
try {
  const one = await catalogueReads(sandbox.url, 1);
  const two = await catalogueReads(sandbox.url, 2);
  const ratio = two.requests.average / one.requests.average;
  const line = (name: string, result: autocannon.Result) =>
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`;
  console.log(`Catalogue reads on PostgreSQL, 100 connections, ${seconds} s each, on this machine:`);
  console.log(line('  one server process', one));
  console.log(line('  two server processes (WEB_CONCURRENCY=2)', two));
  console.log(`  two / one: ${ratio.toFixed(2)} (the load generator shares the machine's cores)`);
  if (one.non2xx + one.errors + two.non2xx + two.errors > 0 || ratio < 0.8) process.exitCode = 1;
} finally {
  sandbox.stop();
}
