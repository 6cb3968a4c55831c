import type { Order } from '@/shared/answers/orders';
import { type AppOptions, createApp } from '../app';
import { defaultOrderHolds, defaultRateLimits, type AppDeps } from '../app-deps';
import { createIdTokenVerifier } from '../auth/id-token';
import { createSessionTokens } from '../auth/session-token';
import { startSession } from '../auth/user-sessions';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './database';
import { deliveryAddress } from './factories';
import { createCatalogueChanges } from '../http/catalogue-changes';
import { rateLimitStoreFor } from '../http/rate-limit-store';
import { users } from '../db/schema';
import { createTestGateway } from '../payments/test-gateway';
import { createMailQueue } from '../mail/mail-queue';
import { shopMoney } from '../shop-money';
import { testMailSettings } from './mail-settings';
import { testPushDeps } from './push-keys';

export const testProjectId = 'demo-brushwork-test';
export { testMailSettings };

/** The tests' outbox, for code that writes mail outside an app. */
export const testMailQueue = createMailQueue(testMailSettings);

/** Without an Auth Emulator there is no Firebase user to remove; a test that looks passes a stand-in of its own. */
export const noFirebaseAccounts: AppDeps['firebaseAccounts'] = { remove: async () => {} };

export const testSessions = createSessionTokens('a-test-secret-that-is-long-enough-for-hs256');

/** The tests' shop's time zone, whose year numbers its documents. */
export const testShopTimeZone = 'America/New_York';

/** The shop's money on `database` with the local gateway, as the app and its sweep use it. */
export const testMoney = (database: DatabaseHandle) =>
  shopMoney(database.db, createTestGateway(database.db).gateway, testMailQueue, testShopTimeZone);

export function createTestApp(
  database: DatabaseHandle,
  overrides: Partial<Omit<AppDeps, 'database'>> = {},
  options: AppOptions = {},
) {
  const testGateway = createTestGateway(database.db);
  return createApp(
    {
      database,
      identity: createIdTokenVerifier({ projectId: testProjectId, emulator: true }),
      firebaseAccounts: noFirebaseAccounts,
      sessions: testSessions,
      clientConfig: {
        firebase: { apiKey: 'demo-api-key', authDomain: `${testProjectId}.firebaseapp.com`, projectId: testProjectId },
        payments: { mode: 'test' },
      },
      payments: { gateway: testGateway.gateway, confirmTestPayment: testGateway.confirm },
      catalogueCacheMs: 0,
      catalogueChanges: createCatalogueChanges(),
      rateLimits: defaultRateLimits,
      rateLimitStore: rateLimitStoreFor(database),
      orderHolds: defaultOrderHolds,
      mail: testMailQueue,
      push: testPushDeps,
      shopTimeZone: testShopTimeZone,
      ...overrides,
    },
    options,
  );
}

export type TestApp = ReturnType<typeof createTestApp>;

/** The app on `database` with the shop's rate limits but for `limits`, tightened (or loosened) for a test. */
export function appWithRateLimits(database: DatabaseHandle, limits: Partial<AppDeps['rateLimits']>) {
  return createTestApp(database, { rateLimits: { ...defaultRateLimits, ...limits } });
}

/** A fresh database and the app on it, for one test file; close the database after. */
export async function openTestApp(overrides: Partial<Omit<AppDeps, 'database'>> = {}) {
  const database = await createTestDatabase();
  return { database, app: createTestApp(database, overrides) };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

let userSequence = 0;

/** A user in the database and a session token for them (a session of its own), as after a real sign-in. */
export async function signedInUser(database: DatabaseHandle, overrides: Partial<typeof users.$inferInsert> = {}) {
  userSequence += 1;
  const [user] = await database.db
    .insert(users)
    .values({ email: `user${userSequence}-${Date.now()}@example.com`, name: `User ${userSequence}`, ...overrides })
    .returning();
  const token = await startSession(database.db, testSessions, user!.id);
  return { user: user!, token, auth: { Authorization: `Bearer ${token}` } };
}

/** An order placed through the API by its owner with `lines` (a tool and its quantity, or a cart's items). */
async function placed(app: TestApp, auth: Record<string, string>, lines: object, what: string) {
  const response = await app.request('/api/orders', jsonRequest('POST', { ...lines, ...deliveryAddress }, auth));
  if (response.status !== 201) throw new Error(`Placing ${what} answered ${response.status}.`);
  return (await response.json()) as Order;
}

/** An order placed through the API by its owner, as the answer's body. */
export const placedOrder = (app: TestApp, auth: Record<string, string>, productId: string, productQuantity = 1) =>
  placed(app, auth, { productId, productQuantity }, 'an order');

/** An order of the cart's lines placed through the API by its owner, as the answer's body. */
export const placedCartOrder = (
  app: TestApp,
  auth: Record<string, string>,
  items: { productId: string; quantity: number }[],
) => placed(app, auth, { items }, 'a cart order');
