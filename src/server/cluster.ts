import cluster, { type Worker } from 'node:cluster';
import type { ServerEnv } from './env';
import { log } from './observability/log';
import { openShopDatabase, prepareDatabase, startMessage } from './serve';
import { serverScript } from './server-files';

/** A worker that dies this soon after its start is failing to start: it is not restarted in a loop. */
const minUptimeMs = 5000;

/**
 * The primary of `WEB_CONCURRENCY` server processes on one machine (one Node process uses one core): it
 * prepares the database once, starts the workers, which share the port, restarts a worker that dies,
 * and stops them all on SIGINT or SIGTERM.
 */
export async function runCluster(env: ServerEnv): Promise<void> {
  const database = await openShopDatabase(env);
  try {
    await prepareDatabase(env, database);
  } finally {
    await database.close();
  }

  // The workers run as the primary does, built or through tsx: they inherit its Node arguments.
  cluster.setupPrimary({ exec: serverScript('index').file });
  let stopping = false;
  let listening = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', () => {
    listening += 1;
    if (listening === env.webConcurrency) log.info(startMessage(env, database, env.webConcurrency));
  });
  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.error({ signal, code }, 'A server process stopped.');
    if (uptime < minUptimeMs) {
      log.fatal('It failed right after starting: stopping the others.');
      void stop(1);
      return;
    }
    fork();
  });

  const stop = async (exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.kill('SIGTERM');
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  for (let index = 0; index < env.webConcurrency; index++) fork();
}
