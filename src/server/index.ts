import { serve } from '@hono/node-server';
import { createApp } from './app';
import { defaultOrderHolds, scaledRateLimits } from './app-deps';
import { seedDemoUsers } from './auth/demo-accounts';
import { createIdTokenVerifier } from './auth/id-token';
import { createSessionTokens } from './auth/session-token';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { loadEnv } from './env';
import { forgetOldIdempotencyKeys } from './http/idempotency';
import { sweepExpiredOrders } from './orders/holds';
import { createStripeClient, createStripeGateway } from './payments/stripe-gateway';
import { createTestGateway } from './payments/test-gateway';

const env = loadEnv();
const database = await openDatabase(
  env.databaseUrl
    ? { driver: 'postgres', url: env.databaseUrl }
    : { driver: 'pglite', dataDir: `${env.dataDir}/pglite` },
);
await database.migrate();
await seedDemoData(database.db);
const emulatorMode = env.firebase.emulatorHost !== undefined;
if (emulatorMode) await seedDemoUsers(database.db);
await forgetOldIdempotencyKeys(database.db);
const stopSweepingOrders = sweepExpiredOrders(database.db);

function paymentDeps() {
  if (!env.stripe) {
    const { gateway, confirm } = createTestGateway(database.db);
    return { gateway, confirmTestPayment: confirm };
  }
  const stripe = createStripeClient({ secretKey: env.stripe.secretKey });
  return { gateway: createStripeGateway(stripe), webhook: { stripe, secret: env.stripe.webhookSecret } };
}

const app = createApp(
  {
    database,
    identity: createIdTokenVerifier({
      projectId: env.firebase.projectId,
      emulator: emulatorMode,
      emulatorHost: env.firebase.emulatorHost,
    }),
    sessions: createSessionTokens(env.jwtSecret),
    clientConfig: {
      firebase: {
        apiKey: env.firebase.apiKey,
        authDomain: env.firebase.authDomain,
        projectId: env.firebase.projectId,
        ...(env.firebase.appId ? { appId: env.firebase.appId } : {}),
        ...(emulatorMode ? { emulatorUrl: `http://${env.firebase.emulatorHost}` } : {}),
      },
      payments: env.stripe ? { mode: 'stripe', publishableKey: env.stripe.publishableKey } : { mode: 'test' },
    },
    payments: paymentDeps(),
    trustProxy: env.trustProxy,
    catalogueCacheMs: 1000,
    rateLimits: scaledRateLimits(env.rateLimitScale),
    orderHolds: {
      holdMinutes: env.orderHoldMinutes,
      maxUnpaid: Math.ceil(defaultOrderHolds.maxUnpaid * env.rateLimitScale),
    },
  },
  {
    logRequests: env.logRequests,
    security: {
      authEmulatorOrigin: emulatorMode ? `http://${env.firebase.emulatorHost}` : undefined,
      firebaseAuthDomain: emulatorMode ? undefined : env.firebase.authDomain,
      stripe: env.stripe !== undefined,
      production: env.production,
    },
    web: { staticDir: env.staticDir, required: env.production },
  },
);

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const where = database.driver === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL';
  const identity = emulatorMode
    ? `Auth Emulator at ${env.firebase.emulatorHost}`
    : `Firebase project ${env.firebase.projectId}`;
  const payments = env.stripe ? 'Stripe' : 'test-mode payment gateway';
  console.log(`Brushwork is serving on http://localhost:${info.port} (${where}; ${identity}; ${payments})`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  stopSweepingOrders();
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
