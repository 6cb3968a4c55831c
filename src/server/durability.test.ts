import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tool } from '@/shared/answers/catalogue';
import type { Order } from '@/shared/answers/orders';
import { createApp } from './app';
import { defaultOrderHolds, defaultRateLimits } from './app-deps';
import { createIdTokenVerifier } from './auth/id-token';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createCatalogueChanges } from './http/catalogue-changes';
import { rateLimitStoreFor } from './http/rate-limit-store';
import { createTestGateway } from './payments/test-gateway';
import { jsonRequest, noFirebaseAccounts, testMailSettings, testSessions } from './test/app';
import { createMailQueue } from './mail/mail-queue';
import { testPushDeps } from './test/push-keys';
import { startPostgresSandbox } from './test/postgres-sandbox';
import { onPostgresProject, withMigratedEmbedded } from './test/database';
import { startServerProcess } from './test/server-process';
import { customerAndTool, processJwtSecret } from './test/shop-fixture';
import { useTempFolders } from './test/temp-folders';

describe.skipIf(onPostgresProject)('the embedded database after a kill -9', () => {
  const newFolder = useTempFolders('brushwork-durability');

  it('keeps every order acknowledged before the process was killed', async () => {
    const dataDir = withMigratedEmbedded(newFolder());
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await seedDemoData(database.db);
    const { email, toolId, auth } = await customerAndTool(database);
    await database.close();
    const settings = { DATA_DIR: dataDir, JWT_SECRET: processJwtSecret, RATE_LIMIT_SCALE: '100' };

    const killed = await startServerProcess(settings);
    const stockBefore = ((await (await fetch(`${killed.base}/api/services/${toolId}`)).json()) as Tool).orderQuanity;
    const acknowledged: string[] = [];
    for (let index = 0; index < 15; index++) {
      const order = { productId: toolId, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' };
      const response = await fetch(`${killed.base}/api/orders`, jsonRequest('POST', order, auth));
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as Order)._id);
    }
    killed.child.kill('SIGKILL');
    await killed.stop();

    const server = await startServerProcess(settings);
    try {
      const mine = (await (await fetch(`${server.base}/api/orders/${email}`, { headers: auth })).json()) as Order[];
      expect(mine.map((order) => order._id)).toEqual(expect.arrayContaining(acknowledged));
      const stock = ((await (await fetch(`${server.base}/api/services/${toolId}`)).json()) as Tool).orderQuanity;
      expect(stock).toBe(stockBefore - 15);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe.skipIf(!onPostgresProject)('PostgreSQL going away', () => {
  it('answers 503 while the database is unreachable and recovers by itself when it returns', async () => {
    const sandbox = await startPostgresSandbox();
    const database = await openDatabase({ driver: 'postgres', url: sandbox.url });
    try {
      await database.migrate();
      const gateway = createTestGateway(database.db);
      const app = createApp({
        database,
        identity: createIdTokenVerifier({ projectId: 'demo-x', emulator: true }),
        firebaseAccounts: noFirebaseAccounts,
        sessions: testSessions,
        clientConfig: { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-x' }, payments: { mode: 'test' } },
        payments: { gateway: gateway.gateway, confirmTestPayment: gateway.confirm },
        catalogueCacheMs: 0,
        catalogueChanges: createCatalogueChanges(),
        rateLimits: defaultRateLimits,
        rateLimitStore: rateLimitStoreFor(database),
        shopTimeZone: 'America/New_York',
        orderHolds: defaultOrderHolds,
        mail: createMailQueue(testMailSettings),
        push: testPushDeps,
      });
      expect((await app.request('/api/services')).status).toBe(200);

      sandbox.pause();
      for (const path of ['/api/services', '/api/health']) {
        const response = await app.request(path);
        expect(response.status).toBe(503);
        expect(response.headers.get('Retry-After')).toBeTruthy();
        expect(await response.json()).toMatchObject({ error: { code: 'database_unavailable' } });
      }

      sandbox.resume();
      await expect.poll(async () => (await app.request('/api/services')).status, { timeout: 15_000 }).toBe(200);
      expect((await app.request('/api/health')).status).toBe(200);
    } finally {
      await database.close().catch(() => {});
      sandbox.stop();
    }
  }, 60_000);
});
