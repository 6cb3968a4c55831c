import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';

/**
 * A data folder whose embedded database is created and migrated, made once for the server processes that
 * tests and benchmarks start: a new embedded database costs a process about five seconds (initdb inside
 * PGlite, then the migrations), a copy of this one a fifth of a second. A server on an empty data folder
 * still creates its own: the end-to-end run's server and src/server/embedded-start.test.ts start so.
 */
export async function createEmbeddedTemplate(): Promise<{ folder: string; remove: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'brushwork-embedded-template-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(folder, 'pglite') });
  await database.migrate();
  await database.close();
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Gives `dataDir` a copy of the template's migrated embedded database, where a server looks for it. */
export function copyEmbeddedTemplate(template: string, dataDir: string): string {
  cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
