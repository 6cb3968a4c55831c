/**
 * Run as a child process by dump-embedded.ts: loads a copy of the embedded database's data folder into
 * memory, takes its tables' checksums and its SQL dump (PGlite's pg_dump), and writes both beside it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { embeddedSettings } from '../db/embedded';
import { tableChecksums } from './checksums';

const [copy, folder] = process.argv.slice(2);
if (!copy || !folder) throw new Error('Usage: dump-embedded-copy.ts <data folder copy .tar> <output folder>');
const pg = new PGlite({ ...embeddedSettings, loadDataDir: new Blob([readFileSync(copy)]) });
await pg.waitReady;
const checksums = await pg.transaction((tx) =>
  tableChecksums(async (sql) => (await tx.query<Record<string, unknown>>(sql)).rows),
);
const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
writeFileSync(path.join(folder, 'dump.sql'), await dump.text());
writeFileSync(path.join(folder, 'checksums.json'), JSON.stringify(checksums));
await pg.close();
