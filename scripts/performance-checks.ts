/**
 * `npm run test:perf`: the performance budget and the benchmarks, one after the other in one process that
 * starts the Auth Emulator once for all of them. Each check prints its figures and fails the run when a
 * budget or a request fails; the run goes on to the next, so one failure still shows every figure, and
 * each check's time is printed at the end. Any single check runs alone with `node --import tsx scripts/<check>.ts`.
 * The test run (`npm run test:perf`) runs the checks of what one visitor or customer meets: the first visit's bytes
 * and time offline, Lighthouse, the admin's orders and a tap's answer. `--all` (`npm run perf`) adds the server
 * under load (the load test, whose budgets a shared 2-core machine moves most), the figures that compare the server
 * with itself (the catalogue against a bare answer, two processes against one, a backup's time), the 300 ms line,
 * and the home page's long tasks at 4× CPU (with a trace).
 */
import { withSharedEmulator } from './start-test-server';

const checks = [
  'check-bundle',
  'benchmark-offline-ready',
  'lighthouse',
  'benchmark-admin-orders',
  'benchmark-interactions',
];
const onlyWithAll = ['load-test', 'benchmark', 'benchmark-workers', 'benchmark-backup', 'benchmark-long-tasks'];
if (process.argv.includes('--all')) checks.push(...onlyWithAll);

const times: string[] = [];
await withSharedEmulator(async () => {
  for (const check of checks) {
    const started = performance.now();
    const before = process.exitCode;
    process.exitCode = 0;
    console.log(`\n▶ ${check}`);
    try {
      await import(`./${check}.ts`);
    } catch (error) {
      console.error(error);
      process.exitCode = 1;
    }
    const failed = process.exitCode !== 0;
    process.exitCode = failed ? 1 : before;
    times.push(`  ${check}: ${((performance.now() - started) / 1000).toFixed(0)} s${failed ? ', FAILED' : ''}`);
  }
});
console.log(`\nThe performance checks, each one's whole run:\n${times.join('\n')}`);
process.exit(process.exitCode ?? 0);
