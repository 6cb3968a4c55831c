/**
 * Backups of a shop with 5,000 orders, on the embedded database (taken by the running server, as
 * `npm run db:backup` does) and on a throwaway PostgreSQL (pg_dump): how long a backup and a restore
 * take and how large the file is. Fails if either does not restore with every table matching.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { users } from '../src/server/db/schema';
import { createEmptyDatabase, startPostgresSandbox } from '../src/server/test/postgres-sandbox';
import { startServerProcess } from '../src/server/test/server-process';
import { runDataCommand } from '../src/server/test/shop-fixture';

const orderCount = 5000;
const folder = mkdtempSync(path.join(tmpdir(), 'brushwork-backup-bench-'));

async function fillShop(database: DatabaseHandle) {
  await database.migrate();
  await seedDemoData(database.db);
  await database.db.insert(users).values({ email: 'bench-buyer@example.com', name: 'Bench Buyer' });
  await database.db.execute(sql`
    insert into orders (user_id, user_name, user_email, subtotal_cents, total_cents, address, state, zip, status,
      paid, transaction_id, placed_at)
    select u.id, u.name, u.email, t.price_cents * (1 + n % 5), t.price_cents * (1 + n % 5), n || ' Benchmark Road',
      'OR', '97401', 'shipped', true, 'pi_bench_' || n, now() - n * interval '1 minute'
    from generate_series(1, ${orderCount}) as n, (select * from users where email = 'bench-buyer@example.com') u,
      (select * from tools order by name limit 1) t`);
  await database.db.execute(sql`
    insert into order_items (order_id, position, tool_id, product_name, quantity, unit_price_cents, line_total_cents)
    select o.id, 0, t.id, t.name, o.total_cents / t.price_cents, t.price_cents, o.total_cents
    from orders o, (select * from tools order by name limit 1) t`);
}

async function timed(command: Parameters<typeof runDataCommand>[0], args: string[], env: Record<string, string>) {
  const started = performance.now();
  const { code, output } = await runDataCommand(command, args, env);
  if (code !== 0) throw new Error(`db:${command} failed: ${output}`);
  return (performance.now() - started) / 1000;
}

/** The shop's backup key, the same where the backup is restored: a restore refuses a file it did not sign. */
const backupKey = { BACKUP_KEY: 'the-backup-key-of-the-benchmark-shop-0123456789' };

async function measure(name: string, source: Record<string, string>, target: Record<string, string>) {
  source = { ...source, ...backupKey };
  target = { ...target, ...backupKey };
  const file = path.join(folder, `${name}.sql.gz`);
  const server = await startServerProcess(source);
  let backupSeconds: number;
  // The shop keeps answering meanwhile: its slowest answer to a database check says how long it paused.
  let backingUp = true;
  let slowestMs = 0;
  const probing = (async () => {
    while (backingUp) {
      const started = performance.now();
      await fetch(`${server.base}/api/health`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    backupSeconds = await timed('backup', [file], source);
  } finally {
    backingUp = false;
    await probing;
    await server.stop();
  }
  const restoreSeconds = await timed('restore', [file], target);
  console.log(
    `  ${name}: backup ${backupSeconds.toFixed(1)} s while the server runs (its slowest answer meanwhile ${Math.round(slowestMs)} ms), ${(statSync(file).size / 1024).toFixed(0)} KB gzipped; restore with its checks ${restoreSeconds.toFixed(1)} s`,
  );
}

console.log(`Backups of a shop with ${orderCount} orders, on this machine (each command's whole run):`);
const sandbox = await startPostgresSandbox();
try {
  const embeddedDir = path.join(folder, 'embedded');
  const embedded = await openDatabase({ driver: 'pglite', dataDir: path.join(embeddedDir, 'pglite') });
  await fillShop(embedded);
  await embedded.close();
  await measure('embedded database', { DATA_DIR: embeddedDir }, { DATA_DIR: path.join(folder, 'restored') });

  const [sourceUrl, targetUrl] = await Promise.all([
    createEmptyDatabase(sandbox.url),
    createEmptyDatabase(sandbox.url),
  ]);
  const postgres = await openDatabase({ driver: 'postgres', url: sourceUrl });
  await fillShop(postgres);
  await postgres.close();
  await measure('PostgreSQL', { DATABASE_URL: sourceUrl }, { DATABASE_URL: targetUrl });
} finally {
  sandbox.stop();
  rmSync(folder, { recursive: true, force: true });
}
