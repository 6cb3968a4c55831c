import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Tool } from '@/shared/api-types';
import { freePort } from './free-port';
import { createApp } from './app';
import { defaultOrderHolds, defaultRateLimits } from './app-deps';
import { demoAccounts } from './auth/demo-accounts';
import { type AuthEmulator, emulatorIdToken, seedEmulatorAccounts, startAuthEmulator } from './auth/emulator';
import { createIdTokenVerifier } from './auth/id-token';
import { openDatabase } from './db/client';
import { createCatalogueChanges } from './http/catalogue-changes';
import { rateLimitStoreFor } from './http/rate-limit-store';
import { createTestGateway } from './payments/test-gateway';
import { testMailSettings, testSessions } from './test/app';
import { createOutbox } from './mail/outbox';
import { testPushDeps } from './test/push-keys';
import { startPostgresSandbox } from './test/postgres-sandbox';
import { serverEntry, serverNodeArgs } from './server-command';
import { onPostgresProject } from './test/database';

describe.skipIf(onPostgresProject)('the embedded database after a kill -9', () => {
  let dataDir: string;
  let staticDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  let emulator: AuthEmulator;
  const projectId = 'demo-brushwork-durability';

  const base = () => `http://127.0.0.1:${port}`;
  function start() {
    const child = spawn(process.execPath, [...serverNodeArgs, serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        DATABASE_URL: '',
        LOG_REQUESTS: 'false',
        RATE_LIMIT_SCALE: '100',
        FIREBASE_PROJECT_ID: projectId,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = child;
    return new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving on') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }
  async function signIn() {
    const { email, password } = demoAccounts.find((account) => account.role === null)!;
    const idToken = await emulatorIdToken(emulator.host, email, password);
    const response = await fetch(`${base()}/api/users/${email}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: '{}',
    });
    return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'brushwork-durability-'));
    staticDir = path.join(dataDir, 'static');
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Brushwork</title>');
    port = await freePort();
    emulator = await startAuthEmulator({ projectId });
    await seedEmulatorAccounts(emulator.host);
  }, 60_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order acknowledged before the process was killed', async () => {
    await start();
    const auth = await signIn();
    const tools = (await (await fetch(`${base()}/api/services`)).json()) as Tool[];
    const tool = tools.find((candidate) => candidate.orderQuanity >= 100)!;
    const acknowledged: string[] = [];
    for (let index = 0; index < 15; index++) {
      const response = await fetch(`${base()}/api/orders`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          productId: tool._id,
          productQuantity: tool.minOrderQuanity,
          userAddress: '1 Main',
          userState: 'OR',
          userZip: '97401',
        }),
      });
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as Order)._id);
    }
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));

    await start();
    const after = await signIn();
    const mine = (await (
      await fetch(`${base()}/api/orders/customer@brushwork.test`, { headers: after })
    ).json()) as Order[];
    expect(mine.map((order) => order._id)).toEqual(expect.arrayContaining(acknowledged));
    const stock = ((await (await fetch(`${base()}/api/services/${tool._id}`)).json()) as Tool).orderQuanity;
    expect(stock).toBe(tool.orderQuanity - 15 * tool.minOrderQuanity);
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
        sessions: testSessions,
        clientConfig: { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-x' }, payments: { mode: 'test' } },
        payments: { gateway: gateway.gateway, confirmTestPayment: gateway.confirm },
        catalogueCacheMs: 0,
        catalogueChanges: createCatalogueChanges(),
        rateLimits: defaultRateLimits,
        rateLimitStore: rateLimitStoreFor(database),
        shopTimeZone: 'America/New_York',
        orderHolds: defaultOrderHolds,
        mail: createOutbox(testMailSettings),
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
