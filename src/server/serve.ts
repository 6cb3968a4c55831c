import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { backUp, describeBackup } from './backup/backup';
import { answerControlRequest } from './backup/commands';
import { serveControlSocket } from './backup/control-socket';
import { lockDataDir } from './backup/data-dir-lock';
import { defaultOrderHolds, scaledRateLimits } from './app-deps';
import { seedDemoUsers } from './auth/demo-accounts';
import { createFirebaseAccounts } from './auth/firebase-accounts';
import { createIdTokenVerifier } from './auth/id-token';
import { createSessionTokens } from './auth/session-token';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import type { ServerEnv } from './env';
import { log } from './observability/log';
import { createCatalogueChanges } from './http/catalogue-changes';
import { forgetOldIdempotencyKeys } from './http/idempotency';
import { rateLimitStoreFor } from './http/rate-limit-store';
import { sweepDeadlines } from './expiry/deadlines';
import { schedulePeriodicTask } from './background/periodic-tasks';
import { createMailQueue } from './mail/mail-queue';
import { startShopMail } from './mail/shop-mail';
import { sweepMoney } from './money/money';
import { shopMoney } from './shop-money';
import { forgetUnclaimedQuotePhotos } from './quotes/unclaimed-photos';
import { createStripeClient, createStripeGateway } from './payments/stripe-gateway';
import { createTestGateway } from './payments/test-gateway';

/** How long a stopping server waits for the requests under way. */
const drainMs = 5000;
/** How long an idle keep-alive connection is kept: past the 60 s of common proxies and load balancers. */
const keepAliveMs = 65_000;

const emulatorModeOf = (env: ServerEnv) => env.firebase.emulatorHost !== undefined;

export function openShopDatabase(env: ServerEnv): Promise<DatabaseHandle> {
  return openDatabase(
    env.databaseUrl
      ? { driver: 'postgres', url: env.databaseUrl }
      : { driver: 'pglite', dataDir: `${env.dataDir}/pglite` },
  );
}

/**
 * What runs once per start, whatever the number of processes: migrations, the demo data, old keys and photos
 * no quote request claimed forgotten.
 */
export async function prepareDatabase(env: ServerEnv, database: DatabaseHandle): Promise<void> {
  // Instances behind a proxy may start at the same moment: one migrates and seeds, the others then find it done.
  await database.exclusively(async () => {
    await database.migrate();
    await seedDemoData(database.db, { timeZone: env.shopTimeZone });
    if (emulatorModeOf(env)) await seedDemoUsers(database.db);
  });
  await forgetOldIdempotencyKeys(database.db);
  await forgetUnclaimedQuotePhotos(database.db);
}

async function paymentDeps(env: ServerEnv, database: DatabaseHandle) {
  if (!env.stripe) {
    const { gateway, confirm } = createTestGateway(database.db);
    return { gateway, confirmTestPayment: confirm };
  }
  const stripe = await createStripeClient({ secretKey: env.stripe.secretKey });
  return { gateway: createStripeGateway(stripe), webhook: { stripe, secret: env.stripe.webhookSecret } };
}

/** With BACKUP_EVERY_HOURS, a timestamped backup that often, by one process of the shop; returns a stop function. */
function scheduleBackups(env: ServerEnv, database: DatabaseHandle): () => void {
  const hours = env.backups.everyHours;
  if (hours === undefined) return () => {};
  const source = env.databaseUrl ? { databaseUrl: env.databaseUrl } : { snapshot: database.snapshot! };
  return schedulePeriodicTask(database.db, 'backup', hours * 60 * 60 * 1000, async () => {
    log.info(describeBackup(await backUp(source, { file: undefined, ...env.backups })));
  });
}

/**
 * One server process: the app on its database, listening on the port (which the processes of a cluster
 * share), with the periodic tasks; `prepare` runs the once-per-start work first, which a cluster's primary
 * does for its workers. Resolves once it listens, with how to stop it.
 */
export async function startServer(
  env: ServerEnv,
  { prepare, announce }: { prepare: boolean; announce: boolean },
): Promise<{ close: () => Promise<void> }> {
  // The embedded database belongs to one process: a second server on the same DATA_DIR refuses to start.
  const lock = env.databaseUrl ? undefined : await lockDataDir(env.dataDir, 'start the server');
  try {
    return await startOnDatabase(env, { prepare, announce }, await openShopDatabase(env), lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function startOnDatabase(
  env: ServerEnv,
  { prepare, announce }: { prepare: boolean; announce: boolean },
  database: DatabaseHandle,
  lock: { release: () => void } | undefined,
): Promise<{ close: () => Promise<void> }> {
  // A cluster's primary migrated before starting its workers; a process alone migrates here, before it listens.
  const startup = { migrated: !prepare };
  if (prepare) await prepareDatabase(env, database);
  startup.migrated = true;
  const emulatorMode = emulatorModeOf(env);
  const catalogueChanges = createCatalogueChanges(database);
  const payments = await paymentDeps(env, database);
  const mailQueue = createMailQueue(env.mail);
  const app = createApp(
    {
      database,
      startup,
      identity: createIdTokenVerifier({
        projectId: env.firebase.projectId,
        emulator: emulatorMode,
        emulatorHost: env.firebase.emulatorHost,
      }),
      firebaseAccounts: createFirebaseAccounts(env.firebase),
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
      payments,
      trustProxy: env.trustProxy,
      catalogueCacheMs: 1000,
      catalogueChanges,
      rateLimits: scaledRateLimits(env.rateLimitScale),
      rateLimitStore: rateLimitStoreFor(database),
      shopTimeZone: env.shopTimeZone,
      mail: mailQueue,
      push: { publicKey: env.push.vapid.publicKey, endpointHosts: env.push.endpointHosts },
      orderHolds: {
        holdMinutes: env.orderHoldMinutes,
        maxUnpaid: Math.ceil(defaultOrderHolds.maxUnpaid * env.rateLimitScale),
      },
    },
    {
      logRequests: env.logRequests,
      metricsToken: env.metricsToken,
      security: {
        authEmulatorOrigin: emulatorMode ? `http://${env.firebase.emulatorHost}` : undefined,
        firebaseAuthDomain: emulatorMode ? undefined : env.firebase.authDomain,
        stripe: env.stripe !== undefined,
        production: env.production,
      },
      web: { staticDir: env.staticDir, required: env.production },
    },
  );
  const stopSweepingDeadlines = sweepDeadlines(
    database.db,
    { mailQueue, timeZone: env.shopTimeZone },
    env.expirySweepMs,
  );
  const stopSweepingMoney = sweepMoney(
    database.db,
    shopMoney(database.db, payments.gateway, mailQueue, env.shopTimeZone),
  );
  // Every process sends: the rows each claims are its own (FOR UPDATE SKIP LOCKED).
  const stopSendingMail = startShopMail(env, database, mailQueue, announce);
  const stopBackingUp = scheduleBackups(env, database);
  // `npm run db:backup` and `db:checksums` ask the owner of the embedded database.
  const controlSocket =
    database.driver === 'pglite'
      ? await serveControlSocket(env.dataDir, answerControlRequest(database, env.backups))
      : undefined;

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(listening));
  });
  // An idle connection stays open longer than a proxy's or a client's usual minute: with Node's 5 s, a request
  // sent on a connection at the moment the server closes it is reset (ECONNRESET) rather than answered.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = keepAliveMs;
    server.headersTimeout = keepAliveMs + 1000;
  }
  if (announce) log.info(startMessage(env, database));
  return {
    close: async () => {
      stopSweepingDeadlines();
      stopSweepingMoney();
      stopBackingUp();
      await stopSendingMail();
      await controlSocket?.close();
      // Requests under way finish before the database closes, within a bound.
      const drained = new Promise((resolve) => server.close(resolve));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await Promise.race([drained, delay(drainMs)]);
      await catalogueChanges.close();
      await database.close();
      lock?.release();
    },
  };
}

export function startMessage(env: ServerEnv, database: Pick<DatabaseHandle, 'driver'>, processes = 1): string {
  const where = database.driver === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL';
  const identity = emulatorModeOf(env)
    ? `Auth Emulator at ${env.firebase.emulatorHost}`
    : `Firebase project ${env.firebase.projectId}`;
  const payments = env.stripe ? 'Stripe' : 'test-mode payment gateway';
  const workers = processes > 1 ? `; ${processes} processes` : '';
  return `Brushwork is serving on http://localhost:${env.port} (${where}; ${identity}; ${payments}${workers})`;
}
