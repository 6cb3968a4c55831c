/**
 * `npm run db:restore -- FILE`: loads a backup into the empty database the server's settings name
 * (DATABASE_URL, or the embedded database in DATA_DIR). Refuses a file that is not a whole backup and a
 * target that holds a shop, a file this shop's BACKUP_KEY did not sign (unless --from-elsewhere) and
 * any psql command in it, and checks every table's rows and checksum before it commits.
 */
import { loadEnv } from '../env';
import { BackupError } from './backup-file';
import { fromElsewhereFlag, restoreBackup } from './restore';

const env = loadEnv();
const args = process.argv.slice(2);
const fromElsewhere = args.includes(fromElsewhereFlag);
const file = args.find((arg) => arg !== fromElsewhereFlag);
try {
  if (!file) throw new BackupError(`Name the backup to restore: npm run db:restore -- FILE [${fromElsewhereFlag}]`);
  if (fromElsewhere) {
    console.warn(
      `Warning: ${fromElsewhereFlag} restores a backup this shop's key may not have signed. Restore only a file you made or trust: its SQL runs with the database's rights.`,
    );
  }
  await restoreBackup(file, env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir }, {
    key: env.backups.key,
    fromElsewhere,
  });
  console.log(
    `Restored ${file} into ${env.databaseUrl ? 'PostgreSQL' : `the embedded database in ${env.dataDir}`}: every table matches the backup's row counts and checksums.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
