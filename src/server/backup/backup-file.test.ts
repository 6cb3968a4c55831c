import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BackupError,
  composeBackup,
  pruneBackups,
  readBackupFile,
  recordedChecksums,
  timestampedBackupFile,
  writeBackupFile,
} from './backup-file';

const folder = () => mkdtempSync(path.join(tmpdir(), 'brushwork-backup-file-'));
const checksums = { 'public.tools': { rows: 2, md5: 'abc' } };
const dump = '--\n-- PostgreSQL database dump\n--\n\\restrict key\nCREATE TABLE public.tools ();\n\\unrestrict key\n';

describe('a backup file', () => {
  it('is written whole, gzipped by its name, and read back with its checksums', () => {
    const file = path.join(folder(), 'nested', 'shop.sql.gz');
    writeBackupFile(file, composeBackup({ dump, checksums, source: 'PostgreSQL' }));
    expect(readdirSync(path.dirname(file))).toEqual(['shop.sql.gz']);
    const text = readBackupFile(file);
    expect(text).toContain('CREATE TABLE public.tools ();');
    // pg_dump's guard stays in the file; a restore into psql runs inside a guard of its own.
    expect(text).toContain('\\restrict key');
    expect(recordedChecksums(text)).toEqual(checksums);
  });

  it('is refused when foreign, cut short or damaged', () => {
    const dir = folder();
    const whole = composeBackup({ dump, checksums, source: 'PostgreSQL' });
    const write = (name: string, content: string | Buffer) => {
      writeFileSync(path.join(dir, name), content);
      return path.join(dir, name);
    };
    expect(() => readBackupFile(write('foreign.sql', 'select 1;\n'))).toThrow(/not a Brushwork backup/);
    expect(() => readBackupFile(write('cut.sql', whole.slice(0, 200)))).toThrow(/cut short/);
    expect(() => readBackupFile(write('damaged.sql.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3])))).toThrow(BackupError);
    expect(() => readBackupFile(path.join(dir, 'missing.sql'))).toThrow(/Cannot read/);
  });

  it('has a timestamped name that sorts by time, and only the newest are kept', () => {
    const dir = folder();
    expect(path.basename(timestampedBackupFile(dir, new Date('2026-03-04T05:06:07.890Z')))).toBe(
      'brushwork-20260304T050607Z.sql.gz',
    );
    for (const day of ['01', '02', '03', '04'])
      writeFileSync(path.join(dir, `brushwork-202601${day}T000000Z.sql.gz`), '');
    writeFileSync(path.join(dir, 'my-own.sql'), '');
    pruneBackups(dir, 2);
    expect(readdirSync(dir).sort()).toEqual([
      'brushwork-20260103T000000Z.sql.gz',
      'brushwork-20260104T000000Z.sql.gz',
      'my-own.sql',
    ]);
  });
});
