/**
 * `npm run db:restore -- FILE`: loads a backup into the empty database the server's settings name
 * (DATABASE_URL, or the embedded database in DATA_DIR). Refuses a file that is not a whole backup and a
 * target that holds a shop, and checks every table's rows and checksum before it commits.
 */
import { loadEnv } from '../env';
import { BackupError } from './backup-file';
import { restoreBackup } from './restore';

const env = loadEnv();
const file = process.argv[2];
try {
  if (!file) throw new BackupError('Name the backup to restore: npm run db:restore -- FILE');
  await restoreBackup(file, env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  console.log(
    `Restored ${file} into ${env.databaseUrl ? 'PostgreSQL' : `the embedded database in ${env.dataDir}`}: every table matches the backup's row counts and checksums.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
