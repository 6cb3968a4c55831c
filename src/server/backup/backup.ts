import path from 'node:path';
import { BackupError, composeBackup, pruneBackups, timestampedBackupFile, writeBackupFile } from './backup-file';
import { isDefinition, type TableChecksums } from './checksums';
import { signBackup } from './backup-trust';
import { dumpEmbedded } from './dump-embedded';
import { dumpPostgres } from './dump-postgres';

/** Where a backup is taken from: PostgreSQL by its URL, or the embedded database through its owner's copy. */
export type BackupSource = { databaseUrl: string } | { snapshot: () => Promise<Blob> };

export type BackupResult = { file: string; bytes: number; seconds: number; tables: number; rows: number };

export async function takeBackup(source: BackupSource, file: string, key: string): Promise<BackupResult> {
  const started = performance.now();
  const { dump, checksums } =
    'databaseUrl' in source ? await dumpPostgres(source.databaseUrl) : await dumpEmbedded(source.snapshot);
  if (totals(checksums).tables === 0) throw new BackupError('There is no shop in that database to back up.');
  const text = composeBackup({
    dump,
    checksums,
    source: 'databaseUrl' in source ? 'PostgreSQL' : 'the embedded database',
  });
  const { bytes } = writeBackupFile(file, signBackup(text, key));
  return {
    file: path.resolve(file),
    bytes,
    seconds: (performance.now() - started) / 1000,
    ...totals(checksums),
  };
}

/** Where a backup goes, and the key (BACKUP_KEY) that signs it. */
export type BackupPlace = { file: string | undefined; dir: string; keep: number; key: string };

/** To `file`, or without one under a new timestamped name in `dir`, keeping the newest `keep` there. */
export async function backUp(source: BackupSource, { file, dir, keep, key }: BackupPlace): Promise<BackupResult> {
  if (file) return takeBackup(source, file, key);
  const result = await takeBackup(source, timestampedBackupFile(dir), key);
  pruneBackups(dir, keep);
  return result;
}

export function totals(checksums: TableChecksums) {
  const tables = Object.entries(checksums)
    .filter(([name]) => !isDefinition(name))
    .map(([, table]) => table);
  return { tables: tables.length, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
}

export function describeBackup({ file, bytes, seconds, tables, rows }: BackupResult): string {
  return `Backed up ${tables} tables (${rows} rows) to ${file}: ${(bytes / 1024).toFixed(1)} KB in ${seconds.toFixed(1)} s.`;
}
