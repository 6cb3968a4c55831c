/**
 * API speed: GET /api/services against the bare GET /api/health/live in the same run. Prints throughput,
 * p99 and the ratio; fails if the catalogue keeps less than half the bare route's throughput.
 */
import autocannon from 'autocannon';
import { startTestServer } from './start-test-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const server = await startTestServer();
try {
  const run = (path: string) => autocannon({ url: `${server.base}${path}`, connections: 50, duration: seconds });
  await run('/api/services');
  const bare = await run('/api/health/live');
  const catalogue = await run('/api/services');
  const ratio = catalogue.requests.average / bare.requests.average;
  const line = (name: string, result: autocannon.Result) =>
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`;
  console.log(`Benchmark, 50 connections, ${seconds} s each, on this machine:`);
  console.log(line('GET /api/health/live (bare)', bare));
  console.log(line('GET /api/services (catalogue)', catalogue));
  console.log(`catalogue / bare throughput: ${ratio.toFixed(2)}`);
  if (ratio < 0.5 || catalogue.non2xx + catalogue.errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
