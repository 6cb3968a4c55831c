import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { checksumVerification, type TableChecksums } from './checksums';

/**
 * A backup is the plain SQL of pg_dump between two lines of ours: a first line that names it, and a
 * last line that says it is complete, so a foreign file or one cut short is refused before anything is
 * restored, and after it the signature (backup-trust.ts). Just before that line, a check that the restored tables match the checksums taken with
 * the dump, which fails the restore's transaction otherwise.
 */
const header = '-- Brushwork backup, format ';
const format = 2;
const checksumsLine = '-- Checksums: ';
const complete = '-- Brushwork backup complete';

/** A backup or restore refused for a reason a person can act on; the message says it. */
export class BackupError extends Error {}

export function composeBackup({
  dump,
  checksums,
  source,
  takenAt = new Date(),
}: {
  dump: string;
  checksums: TableChecksums;
  source: string;
  takenAt?: Date;
}): string {
  const rows = Object.entries(checksums)
    .map(([table, { rows }]) => `--   ${table}: ${rows} rows`)
    .join('\n');
  return [
    `${header}${format}: taken ${takenAt.toISOString()} from ${source}`,
    rows,
    `${checksumsLine}${JSON.stringify(checksums)}`,
    '',
    dump.trimEnd(),
    '',
    checksumVerification(checksums),
    complete,
    '',
  ].join('\n');
}

/** Written whole or not at all: a backup under its final name is always complete. */
export function writeBackupFile(file: string, text: string): { bytes: number } {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const bytes = file.endsWith('.gz') ? gzipSync(text) : Buffer.from(text);
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
  return { bytes: bytes.length };
}

/** The SQL of a backup file, gzipped or not; refuses a file that is not a whole Brushwork backup. */
export function readBackupFile(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes);
    } catch {
      throw new BackupError(`${file} is damaged or cut short: it does not decompress.`);
    }
  }
  const text = bytes.toString('utf8');
  if (!text.startsWith(header)) throw new BackupError(`${file} is not a Brushwork backup.`);
  const lines = text.trimEnd().split('\n');
  if (lines.at(-1)?.startsWith('-- Signature: ')) lines.pop();
  if (lines.at(-1) !== complete) {
    throw new BackupError(`${file} is cut short: it does not end as a complete backup does.`);
  }
  return text;
}

/** The checksums a backup recorded of its tables when it was taken. */
export function recordedChecksums(backup: string): TableChecksums {
  const line = backup.split('\n', 200).find((each) => each.startsWith(checksumsLine));
  if (!line) throw new BackupError('The backup records no checksums.');
  return JSON.parse(line.slice(checksumsLine.length)) as TableChecksums;
}

const fileNamePattern = /^brushwork-\d{8}T\d{6}Z\.sql\.gz$/;

/** backups/brushwork-<UTC timestamp>.sql.gz, whose names sort as their times do. */
export function timestampedBackupFile(folder: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(folder, `brushwork-${stamp}.sql.gz`);
}

/** Keeps the newest `keep` timestamped backups in `folder` and deletes the rest; answers what it deleted. */
export function pruneBackups(folder: string, keep: number): string[] {
  const backups = readdirSync(folder)
    .filter((name) => fileNamePattern.test(name))
    .sort();
  const old = backups.slice(0, Math.max(backups.length - keep, 0)).map((name) => path.join(folder, name));
  for (const file of old) rmSync(file, { force: true });
  return old;
}
