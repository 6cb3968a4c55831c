import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApi } from './app';
import { defaultRateLimits } from './app-deps';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { loadEnv } from './env';
import { forgetOldIdempotencyKeys } from './http/idempotency';
import { handleError } from './http/errors';
import { serveBuiltApp } from './static-files';

const env = loadEnv();
const database = await openDatabase(
  env.databaseUrl ? { driver: 'postgres', url: env.databaseUrl } : { driver: 'pglite', dataDir: `${env.dataDir}/pglite` },
);
await database.migrate();
await seedDemoData(database.db);
await forgetOldIdempotencyKeys(database.db);

const app = new Hono();
app.use(compress());
app.route('/api', createApi({ database, rateLimits: defaultRateLimits }, { logRequests: env.logRequests }));
app.onError(handleError);
serveBuiltApp(app, env.staticDir);

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const where = database.driver === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL';
  console.log(`Brushwork is serving on http://localhost:${info.port} (${where})`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
