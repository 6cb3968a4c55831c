import cluster from 'node:cluster';
import { DataDirInUse } from './backup/data-dir-lock';
import { runCluster } from './cluster';
import { loadEnv } from './env';
import { log } from './observability/log';
import { startServer } from './serve';

const env = loadEnv();

if (env.webConcurrency > 1 && cluster.isPrimary) {
  await runCluster(env);
} else {
  // A cluster's workers find the database prepared by their primary and leave the greeting to it.
  const alone = cluster.isPrimary;
  const server = await startServer(env, { prepare: alone, announce: alone }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    log.fatal(error.message);
    process.exit(1);
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (alone) log.info(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
