import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';
import { orders, uploads } from '../db/schema';
import { createEmptyPostgresDatabase, onPostgresProject, withMigratedEmbedded } from '../test/database';
import { startServerProcess } from '../test/server-process';
import { customerAndTool, placeOrdersSteadily, processJwtSecret, runDataCommand } from '../test/shop-fixture';
import { checksumsOf } from './commands';
import { useTempFolders } from '../test/temp-folders';

// One key for the shop that backs up and the one that restores, as an operator moving a shop keeps it.
const BACKUP_KEY = 'the-backup-key-of-the-shop-in-tests-0123456789';
const newFolder = useTempFolders('brushwork-backup-test');

const openEmbedded = (dataDir: string) => openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });

/** A shop database with a customer and a tool, ready for a server to start on. */
async function prepareShop(database: DatabaseHandle) {
  await database.migrate();
  await seedDemoData(database.db);
  return customerAndTool(database);
}

/**
 * The test of the issue: orders placed at 10 a second, a backup taken meanwhile by `npm run db:backup`,
 * then restored into an empty target: every order acknowledged before the backup began is there.
 */
async function backupWhileSelling(settings: Record<string, string>, shop: Awaited<ReturnType<typeof prepareShop>>) {
  const server = await startServerProcess({ ...settings, JWT_SECRET: processJwtSecret, RATE_LIMIT_SCALE: '100' });
  const file = path.join(newFolder(), 'while-selling.sql.gz');
  try {
    const selling = placeOrdersSteadily(server.base, shop);
    await selling.placed(10);
    // Counted, not timed: an order acknowledged in the very millisecond the backup began is still before it.
    const acknowledgedBefore = selling.count();
    const backup = await runDataCommand('backup', [file], settings);
    // One more acknowledged after the backup ended, which it cannot hold.
    await selling.placed(selling.count() + 1);
    const acknowledged = await selling.stop();
    expect(backup.output).toMatch(/Backed up \d+ tables/);
    expect(backup.code).toBe(0);
    const before = acknowledged.slice(0, acknowledgedBefore).map((order) => order.id);
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(acknowledged.length).toBeGreaterThan(before.length);
    return { file, before };
  } finally {
    await server.stop();
  }
}

describe.skipIf(onPostgresProject)('backups of the embedded database', () => {
  const dataDir = withMigratedEmbedded(newFolder());
  let backup: { file: string; before: string[] };

  beforeAll(async () => {
    const database = await openEmbedded(dataDir);
    const shop = await prepareShop(database);
    await database.close();
    backup = await backupWhileSelling({ DATA_DIR: dataDir, BACKUP_KEY }, shop);
  }, 120_000);

  it('taken from the running server while it sells, restore every order acknowledged before it began', async () => {
    const target = newFolder();
    const restore = await runDataCommand('restore', [backup.file], { DATA_DIR: target, BACKUP_KEY });
    expect(restore.output).toContain('every table matches');
    expect(restore.code).toBe(0);
    const restored = await openEmbedded(target);
    try {
      const found = await restored.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, backup.before));
      expect(found).toHaveLength(backup.before.length);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuse a truncated file and a target that holds a shop, leaving the target as it was', async () => {
    const cut = path.join(newFolder(), 'cut.sql');
    const whole = gunzipSync(readFileSync(backup.file)).toString();
    writeFileSync(cut, whole.slice(0, Math.floor(whole.length / 2)));
    const empty = newFolder();
    const truncated = await runDataCommand('restore', [cut], { DATA_DIR: empty, BACKUP_KEY });
    expect(truncated.code).toBe(1);
    expect(truncated.output).toContain('cut short');
    expect(existsSync(path.join(empty, 'pglite'))).toBe(false);

    const shop = await openEmbedded(dataDir);
    const before = await checksumsOf(shop);
    await shop.close();
    const occupied = await runDataCommand('restore', [backup.file], { DATA_DIR: dataDir, BACKUP_KEY });
    expect(occupied.code).toBe(1);
    expect(occupied.output).toContain('holds a shop already');
    const after = await openEmbedded(dataDir);
    expect(await checksumsOf(after)).toEqual(before);
    await after.close();
  }, 60_000);

  it('are taken by the server on its own with BACKUP_EVERY_HOURS, keeping the newest BACKUP_KEEP', async () => {
    const backups = newFolder();
    for (const stamp of ['20260101T000000Z', '20260102T000000Z', '20260103T000000Z'])
      writeFileSync(path.join(backups, `brushwork-${stamp}.sql.gz`), 'old');
    const server = await startServerProcess({ BACKUP_DIR: backups, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' });
    try {
      await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/Backed up \d+ tables/);
    } finally {
      await server.stop();
    }
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('brushwork-20260103T000000Z.sql.gz');
    expect(kept[1]).toMatch(/^brushwork-\d{8}T\d{6}Z\.sql\.gz$/);
  }, 60_000);
});

describe.skipIf(!onPostgresProject)('backups on PostgreSQL', () => {
  it('taken while the shop sells, restore into an empty database with every order acknowledged before', async () => {
    const source = await createEmptyPostgresDatabase();
    const target = await createEmptyPostgresDatabase();
    const database = await openDatabase({ driver: 'postgres', url: source.url });
    try {
      const shop = await prepareShop(database);
      const { file, before } = await backupWhileSelling({ DATABASE_URL: source.url, BACKUP_KEY }, shop);
      const restore = await runDataCommand('restore', [file], { DATABASE_URL: target.url, BACKUP_KEY });
      expect(restore.code).toBe(0);
      const restored = await openDatabase({ driver: 'postgres', url: target.url });
      const found = await restored.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, before));
      await restored.close();
      expect(found).toHaveLength(before.length);

      const occupied = await runDataCommand('restore', [file], { DATABASE_URL: source.url, BACKUP_KEY });
      expect(occupied.code).toBe(1);
      expect(occupied.output).toContain('holds a shop already');
    } finally {
      await database.close();
      await source.drop();
      await target.drop();
    }
  }, 120_000);

  it('moves an embedded shop to PostgreSQL with every table equal, and the server runs on it after', async () => {
    const dataDir = withMigratedEmbedded(newFolder());
    const embedded = await openEmbedded(dataDir);
    await prepareShop(embedded);
    await embedded.db
      .insert(uploads)
      .values({ hash: 'a'.repeat(64), contentType: 'image/png', bytes: Buffer.from([0, 1, 2, 250]), size: 4 });
    const source = await checksumsOf(embedded);
    await embedded.close();

    const file = path.join(newFolder(), 'move.sql.gz');
    expect((await runDataCommand('backup', [file], { DATA_DIR: dataDir, BACKUP_KEY })).code).toBe(0);
    const target = await createEmptyPostgresDatabase();
    try {
      const cut = path.join(newFolder(), 'cut.sql.gz');
      writeFileSync(cut, readFileSync(file).subarray(0, 400));
      const truncated = await runDataCommand('restore', [cut], { DATABASE_URL: target.url, BACKUP_KEY });
      expect(truncated.output).toContain('damaged or cut short');

      const restore = await runDataCommand('restore', [file], { DATABASE_URL: target.url, BACKUP_KEY });
      expect(restore.code).toBe(0);
      const moved = await openDatabase({ driver: 'postgres', url: target.url });
      expect(await checksumsOf(moved)).toEqual(source);
      await moved.close();
      const compared = await runDataCommand('checksums', [file], { DATABASE_URL: target.url });
      expect(compared.output).toContain('Every table matches the backup.');

      const server = await startServerProcess({ DATABASE_URL: target.url });
      try {
        expect((await fetch(`${server.base}/api/services`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);
});
