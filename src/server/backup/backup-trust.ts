import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BackupError } from './backup-file';

/**
 * A backup is signed: its last line is an HMAC-SHA256 of everything before it, keyed by BACKUP_KEY,
 * which the file does not hold. A restore then runs only what this shop wrote, and nothing a file can
 * hold runs a command: no psql meta-command is let through, and psql reads the file in restricted mode.
 */
const signatureLine = '-- Signature: hmac-sha256 ';

const macOf = (text: string, key: string) => createHmac('sha256', key).update(text).digest('hex');

/** A short name for a key, to tell keys apart without showing one. */
export const keyFingerprint = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

export function signBackup(text: string, key: string): string {
  return `${text}${signatureLine}${macOf(text, key)}\n`;
}

/** The backup without its signature line, and whether that signature is this key's. */
export function checkSignature(text: string, key: string): { content: string; signed: boolean } {
  const at = text.lastIndexOf(`\n${signatureLine}`);
  if (at < 0) return { content: text, signed: false };
  const content = text.slice(0, at + 1);
  const given = Buffer.from(text.slice(at + 1 + signatureLine.length).trim(), 'utf8');
  const expected = Buffer.from(macOf(content, key), 'utf8');
  return { content, signed: given.length === expected.length && timingSafeEqual(given, expected) };
}

const guardPattern = /^\\(?:un)?restrict\b.*$/;
const copyStart = /^COPY .+ FROM stdin;$/;

/**
 * Refuses a line that psql would read as a meta-command (a backslash first), outside the data of a COPY,
 * other than pg_dump's own \restrict and \unrestrict guard.
 */
export function refuseMetaCommands(sql: string): void {
  let inCopy = false;
  const lines = sql.split('\n');
  for (const [index, line] of lines.entries()) {
    if (inCopy) {
      if (line === '\\.') inCopy = false;
      continue;
    }
    if (copyStart.test(line)) inCopy = true;
    else if (/^\s*\\/.test(line) && !guardPattern.test(line)) {
      throw new BackupError(
        `The backup holds a psql command on line ${index + 1} (${line.slice(0, 40)}): a backup holds SQL only, so it is refused.`,
      );
    }
  }
}

/**
 * The SQL for psql, read in restricted mode from its first line to its last: pg_dump's guard lines give
 * way to one guard around the whole file, whose key is new for this restore, so no line of the file
 * can leave restricted mode (a file may hold one guard, as pg_dump writes it).
 */
export function guardedForPsql(sql: string): string {
  if (sql.split('\n').filter((line) => guardPattern.test(line)).length > 2) {
    throw new BackupError('The backup holds more than one \\restrict guard: a backup holds one, so it is refused.');
  }
  const key = randomBytes(24).toString('hex');
  return `\\restrict ${key}\n${withoutGuard(sql)}\n\\unrestrict ${key}\n`;
}

/** The SQL for the embedded database, which runs no meta-commands and reads plain SQL only. */
export function withoutGuard(sql: string): string {
  return sql
    .split('\n')
    .filter((line) => !guardPattern.test(line))
    .join('\n');
}
