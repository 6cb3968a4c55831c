import type { TestProject } from 'vitest/node';
import { startPostgresSandbox } from './postgres-sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Gives the PostgreSQL project a server: the one in TEST_DATABASE_URL, or a throwaway one started here. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const sandbox = await startPostgresSandbox();
  project.provide('postgresUrl', sandbox.url);
  return () => sandbox.stop();
}
