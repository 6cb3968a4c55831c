import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { createSessionTokens } from '../auth/session-token';
import { startSession } from '../auth/user-sessions';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { jsonRequest } from './app';
import { createTool } from './factories';
import { builtServerUnderTest } from './server-process';
import { dataCommand } from '../server-command';

/** The secret the server processes of these tests sign sessions with, so a test can hold a session itself. */
export const processJwtSecret = 'a-secret-for-server-processes-in-tests-0123456789';
const sessions = createSessionTokens(processJwtSecret);

/** A customer and a well-stocked tool in a migrated database, before a server starts on it. */
export async function customerAndTool(database: DatabaseHandle) {
  const [customer] = await database.db
    .insert(users)
    .values({ email: `steady-buyer-${Date.now()}@example.com`, name: 'Steady Buyer' })
    .returning();
  const tool = await createTool(database.db, { availableQuantity: 100_000, minOrderQuantity: 1 });
  const token = await startSession(database.db, sessions, customer!.id);
  return { email: customer!.email, toolId: tool.id, auth: { Authorization: `Bearer ${token}` } };
}

/**
 * Places an order every 100 ms (10 a second) until `stop` is called; answers every order the server
 * acknowledged (201), with when its answer arrived.
 */
export function placeOrdersSteadily(base: string, { toolId, auth }: Awaited<ReturnType<typeof customerAndTool>>) {
  /** In the order their answers came. */
  const acknowledged: { id: string }[] = [];
  const underway: Promise<void>[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const body = { productId: toolId, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' };
      underway.push(
        fetch(`${base}/api/orders`, jsonRequest('POST', body, auth)).then(async (response) => {
          if (response.status === 201) acknowledged.push({ id: ((await response.json()) as { _id: string })._id });
        }),
      );
      await delay(100);
    }
  })();
  return {
    count: () => acknowledged.length,
    /** Resolves once `count` orders in all are acknowledged: a slow machine places fewer in a second. */
    placed: async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${acknowledged.length} of ${count} orders placed in 60 s.`);
        await delay(50);
      }
    },
    stop: async () => {
      stopped = true;
      await loop;
      await Promise.all(underway);
      return acknowledged;
    },
  };
}

/** One of the npm scripts' commands (`db:backup`, `db:restore`, `db:checksums`), with these settings. */
export function runDataCommand(
  command: 'backup' | 'restore' | 'checksums',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...dataCommand(builtServerUnderTest(), command), ...args], {
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}
