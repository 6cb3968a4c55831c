/**
 * `npm run db:checksums [-- FILE]`: every table of the shop the server's settings name, with its row
 * count and checksum; with the FILE of a backup, whether each table matches what the backup recorded
 * (after a move to PostgreSQL, say). Exits with 1 on any difference.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { BackupError, readBackupFile, recordedChecksums } from './backup-file';
import type { TableChecksums } from './checksums';
import { checksumsOf } from './commands';
import { askRunningServer } from './control-socket';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

const env = loadEnv();

async function withDatabase<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = env.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: env.databaseUrl, maxConnections: 1 })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(env.dataDir, 'pglite') });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function currentChecksums(): Promise<TableChecksums> {
  if (env.databaseUrl) return withDatabase(checksumsOf);
  const asked = await askRunningServer<TableChecksums>(env.dataDir, { command: 'checksums' });
  if (asked) return asked.result;
  if (!existsSync(path.join(env.dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupError(`There is no shop in ${env.dataDir}.`);
  const lock = await lockDataDir(env.dataDir, 'read the checksums');
  try {
    return await withDatabase(checksumsOf);
  } finally {
    lock.release();
  }
}

try {
  const current = await currentChecksums();
  const backup = process.argv[2];
  const expected = backup ? recordedChecksums(readBackupFile(backup)) : undefined;
  const tables = [...new Set([...Object.keys(current), ...Object.keys(expected ?? {})])].sort();
  let differences = 0;
  for (const table of tables) {
    const now = current[table];
    const then = expected?.[table];
    const same = !expected || (now && then && now.rows === then.rows && now.md5 === then.md5);
    if (!same) differences += 1;
    const here = now ? `${String(now.rows).padStart(7)} rows  ${now.md5}` : '      (missing)';
    console.log(
      `${same ? ' ' : '✗'} ${table.padEnd(36)} ${here}${same || !then ? '' : `  (backup: ${then.rows} rows, ${then.md5})`}`,
    );
  }
  if (expected)
    console.log(
      differences === 0 ? 'Every table matches the backup.' : `${differences} tables differ from the backup.`,
    );
  if (differences > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof BackupError || error instanceof DataDirInUse ? error.message : error);
  process.exitCode = 1;
}
