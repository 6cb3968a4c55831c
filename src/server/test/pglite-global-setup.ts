import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A copy of an embedded database migrated once for the run, from which each test file's starts. */
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database takes seconds (initdb inside PGlite), and the migrations more; starting one
 * from a copy of a migrated data folder takes a fraction of that. So the PGlite project migrates one
 * database for the whole run and each test file's database starts from its copy.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const copy = await database.snapshot!();
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'brushwork-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
