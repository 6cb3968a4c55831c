import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built for this run (as `npm run build` builds it), for the tests that start server processes. */
    builtServer: string;
  }
}

/**
 * The server processes of tests (a server, a backup, a restore) start from the server built once for the run,
 * as `npm start` and `npm run serve` do: through a TypeScript loader each start spent about 2 CPU-seconds of its
 * 3.6 compiling the server. Built here, in a second, from the source under test, never from a stale build.
 */
export default async function setup(project: TestProject) {
  // Inside the project, so that the build finds its packages in node_modules as dist-server/ does.
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'brushwork-built-server-'));
  await buildServer(folder);
  project.provide('builtServer', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
