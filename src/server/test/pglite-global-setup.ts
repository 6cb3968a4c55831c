import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createEmbeddedTemplate } from './embedded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A copy of an embedded database migrated once for the run, from which each test file's starts. */
    pgliteTemplate: string;
    /** A data folder holding that database, for the server processes of tests (see embedded-template.ts). */
    pgliteTemplateFolder: string;
  }
}

/**
 * Creating an embedded database takes seconds (initdb inside PGlite), and the migrations more; starting one
 * from a copy of a migrated data folder takes a fraction of that. So the PGlite project migrates one
 * database for the whole run and each test file's database starts from its copy.
 */
export default async function setup(project: TestProject) {
  const template = await createEmbeddedTemplate();
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(template.folder, 'pglite') });
  const copy = await database.snapshot!();
  await database.close();
  const file = path.join(template.folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateFolder', template.folder);
  return template.remove;
}
