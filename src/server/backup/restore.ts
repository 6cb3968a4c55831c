import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openEmbeddedDatabase } from '../db/embedded';
import { BackupError, readBackupFile } from './backup-file';
import { checkSignature, guardedForPsql, keyFingerprint, refuseMetaCommands, withoutGuard } from './backup-trust';
import { holdsShopTables } from './checksums';
import { askRunningServer } from './control-socket';
import { lockDataDir } from './data-dir-lock';
import { runTool, toolConnection } from './dump-postgres';

/** Where a restore goes: an empty PostgreSQL database, or an empty embedded database in the data folder. */
export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

/** The key that signs this shop's backups, and whether a file it did not sign may be restored. */
export type RestoreTrust = { key: string; fromElsewhere: boolean };

/** The option of `db:restore` for a backup this shop's key did not sign. */
export const fromElsewhereFlag = '--from-elsewhere';

/**
 * Loads a backup into an empty database in one transaction, which ends with the backup's own check of
 * every table's rows and checksum: a file that is not a whole backup, a target that holds a shop
 * already, or a table that comes out different, and nothing is changed.
 */
export async function restoreBackup(file: string, target: RestoreTarget, trust: RestoreTrust): Promise<void> {
  const { content, signed } = checkSignature(readBackupFile(file), trust.key);
  if (!signed && !trust.fromElsewhere) {
    throw new BackupError(
      `${file} is not signed with this shop's backup key (fingerprint ${keyFingerprint(trust.key)}): restore it with the BACKUP_KEY it was taken with, or, for a file you trust from elsewhere, add ${fromElsewhereFlag}.`,
    );
  }
  refuseMetaCommands(content);
  if ('databaseUrl' in target) await restoreIntoPostgres(guardedForPsql(content), target.databaseUrl);
  else await restoreIntoEmbedded(withoutGuard(content), target.dataDir);
}

async function restoreIntoPostgres(sql: string, url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  let version: number;
  try {
    if (await holdsShopTables(async (text) => (await client.query(text)).rows)) {
      throw new BackupError('DATABASE_URL holds a shop already: restore into an empty database.');
    }
    version = (await client.query<{ version: number }>("select current_setting('server_version_num')::int as version"))
      .rows[0]!.version;
  } finally {
    await client.end().catch(() => {});
  }
  // A dump of the embedded database comes from a newer pg_dump, which sets a parameter PostgreSQL
  // learnt in version 17; it only lifts a time limit, which an older server does not have.
  const forServer = version < 170000 ? sql.replace(/^SET transaction_timeout = 0;\n/m, '') : sql;
  try {
    const connection = toolConnection(url);
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--dbname=${connection.dbname}`,
        '--file=-',
      ],
      { input: forServer, env: connection.env },
    );
  } catch (error) {
    throw new BackupError(`The restore failed and changed nothing. ${(error as Error).message}`);
  }
}

async function restoreIntoEmbedded(sql: string, dataDir: string) {
  if (await askRunningServer(dataDir, { command: 'ping' }).catch(() => ({ result: undefined }))) {
    throw new BackupError(`A server is running on ${dataDir}: stop it, and restore into an empty data folder.`);
  }
  const lock = await lockDataDir(dataDir, 'restore').catch((error: Error) => {
    throw new BackupError(error.message);
  });
  try {
    await restoreIntoOwnedFolder(sql, dataDir);
  } finally {
    lock.release();
  }
}

async function restoreIntoOwnedFolder(sql: string, dataDir: string) {
  const folder = path.join(dataDir, 'pglite');
  const existed = existsSync(path.join(folder, 'PG_VERSION'));
  const client = await openEmbeddedDatabase(folder);
  let restored = false;
  try {
    if (await holdsShopTables(async (text) => (await client.query<Record<string, unknown>>(text)).rows)) {
      throw new BackupError(`${dataDir} holds a shop already: restore into an empty data folder.`);
    }
    try {
      await client.exec(`begin;\n${sql}\ncommit;`);
      restored = true;
    } catch (error) {
      await client.exec('rollback').catch(() => {});
      throw new BackupError(`The restore failed and changed nothing. ${(error as Error).message}`);
    }
  } finally {
    await client.close();
    // An embedded database this restore created is removed again, leaving the data folder as it was.
    if (!restored && !existed) rmSync(folder, { recursive: true, force: true });
  }
}
