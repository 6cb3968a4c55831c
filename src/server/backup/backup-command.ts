/**
 * `npm run db:backup -- [FILE]`: a consistent SQL dump of the shop, from the settings the server uses
 * (DATABASE_URL, or the embedded database in DATA_DIR), while the server runs. Without FILE, a
 * timestamped backup in BACKUP_DIR, keeping the newest BACKUP_KEEP.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { backUp, type BackupResult, describeBackup } from './backup';
import { BackupError } from './backup-file';
import { keyFingerprint } from './backup-trust';
import { askRunningServer } from './control-socket';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

const env = loadEnv();
const place = { file: process.argv[2] ? path.resolve(process.argv[2]) : undefined, ...env.backups };

async function backUpEmbedded(): Promise<BackupResult> {
  // The running server owns the embedded database, so it takes the dump; otherwise this command may.
  const asked = await askRunningServer<BackupResult>(env.dataDir, { command: 'backup', file: place.file });
  if (asked) return asked.result;
  const folder = path.join(env.dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new BackupError(`There is no shop in ${env.dataDir}.`);
  const lock = await lockDataDir(env.dataDir, 'back up');
  try {
    const database = await openDatabase({ driver: 'pglite', dataDir: folder });
    try {
      return await backUp({ snapshot: database.snapshot! }, place);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

try {
  const result = env.databaseUrl ? await backUp({ databaseUrl: env.databaseUrl }, place) : await backUpEmbedded();
  console.log(describeBackup(result));
  // Restoring elsewhere needs the key: a file it did not sign is refused.
  console.log(
    `Signed with the backup key in ${env.backups.keyFrom} (fingerprint ${keyFingerprint(env.backups.key)}): keep a copy of it apart from the backups, to restore them on another machine.`,
  );
} catch (error) {
  console.error(error instanceof BackupError || error instanceof DataDirInUse ? error.message : error);
  process.exitCode = 1;
}
