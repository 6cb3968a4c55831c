import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createEmptyDatabase, dropDatabase, startPostgresSandbox } from './postgres-sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database migrated once for the run, of which each test file's database is a copy. */
    postgresTemplate: string;
  }
}

/**
 * Gives the PostgreSQL project a server (the one in TEST_DATABASE_URL, or a throwaway one started here)
 * and a migrated database to copy: PostgreSQL copies it in a fraction of the time the migrations take.
 */
export default async function setup(project: TestProject) {
  const sandbox = process.env.TEST_DATABASE_URL ? undefined : await startPostgresSandbox();
  const serverUrl = process.env.TEST_DATABASE_URL ?? sandbox!.url;
  const templateUrl = await createEmptyDatabase(serverUrl);
  const template = await openDatabase({ driver: 'postgres', url: templateUrl, maxConnections: 1 });
  await template.migrate();
  await template.close();
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', new URL(templateUrl).pathname.slice(1));
  return async () => {
    await dropDatabase(serverUrl, templateUrl);
    sandbox?.stop();
  };
}
