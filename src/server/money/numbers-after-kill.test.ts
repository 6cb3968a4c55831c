import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import { openDatabase } from '../db/client';
import { payments } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { jsonRequest } from '../test/app';
import { onPostgresProject, withMigratedEmbedded } from '../test/database';
import { testCard } from '../test/money';
import { startServerProcess } from '../test/server-process';
import { customerAndTool, processJwtSecret } from '../test/shop-fixture';
import { useTempFolders } from '../test/temp-folders';

/** The receipt numbers' serial, in the order they were given. */
const serialOf = (number: string) => Number(number.split('-')[2]);

describe.skipIf(onPostgresProject)('receipt numbers after a kill -9 in the middle of payments', () => {
  const newFolder = useTempFolders('brushwork-numbers-kill');

  it('leave no gap: what the killed process was numbering is undone, and the next payment takes the next number', async () => {
    const dataDir = withMigratedEmbedded(newFolder());
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await seedDemoData(database.db);
    const { toolId, auth } = await customerAndTool(database);
    await database.close();
    const settings = { DATA_DIR: dataDir, JWT_SECRET: processJwtSecret, RATE_LIMIT_SCALE: '100' };

    let server = await startServerProcess(settings);
    const call = (route: string, method: 'POST' | 'PATCH', body: object) =>
      fetch(`${server.base}${route}`, jsonRequest(method, body, auth));
    const orderIds: string[] = [];
    const intents = new Map<string, string>();
    for (let index = 0; index < 12; index++) {
      const placed = await call('/api/orders', 'POST', {
        productId: toolId,
        productQuantity: 1,
        userAddress: '1 Main',
        userState: 'OR',
        userZip: '97401',
      });
      const orderId = ((await placed.json()) as Order)._id;
      const opened = await call('/api/create-payment-intent', 'POST', { orderId });
      const { clientSecret } = (await opened.json()) as { clientSecret: string };
      await call('/api/test-gateway/confirm', 'POST', { clientSecret, card: testCard });
      orderIds.push(orderId);
      intents.set(orderId, clientSecret.split('_secret_')[0]!);
    }
    const record = (orderId: string) =>
      call(`/api/payments/${orderId}`, 'PATCH', { transactionId: intents.get(orderId) }).then(
        (response) => response.status,
        () => 'cut off' as const,
      );

    // All twelve recorded at once, the process killed as the first answers come back: the rest were on their way.
    const recording = orderIds.map(record);
    await Promise.race(recording);
    server.child.kill('SIGKILL');
    await server.stop();
    await Promise.all(recording);

    server = await startServerProcess(settings);
    try {
      for (const orderId of orderIds) expect(await record(orderId)).toBe(200);
    } finally {
      await server.stop();
    }
    const after = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const charges = await after.db
        .select({ number: payments.number })
        .from(payments)
        .where(eq(payments.type, 'charge'));
      const serials = charges.map((charge) => serialOf(charge.number!)).sort((a, b) => a - b);
      expect(serials).toHaveLength(12);
      expect(serials).toEqual(Array.from({ length: 12 }, (_, index) => serials[0]! + index));
    } finally {
      await after.close();
    }
  }, 120_000);
});
