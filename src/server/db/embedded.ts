import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { serverScript } from '../server-files';

/**
 * PostgreSQL's defaults size its memory for a server of its own; inside this process they would cost far
 * more than a small shop needs, and PGlite's WebAssembly memory, once grown, is never given back.
 */
export const embeddedSettings: PGliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    // Pages cached by PostgreSQL itself (default 128 MB); the operating system caches the files too.
    '-c',
    'shared_buffers=16MB',
    // Index builds and vacuum (default 64 MB).
    '-c',
    'maintenance_work_mem=16MB',
  ],
};

/**
 * The embedded database in `dataDir` (in memory when unset, from the copy `loadDataDir` when given), created
 * first if it does not exist. Creating one (initdb) grows
 * PGlite's memory to about 800 MB, which it would keep for the life of the server, so it is done by a
 * child process that exits when it is done.
 */
export async function openEmbeddedDatabase(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createInChildProcess(dataDir);
  }
  const client = new PGlite(dataDir, { ...embeddedSettings, loadDataDir });
  await client.waitReady;
  return client;
}

async function createInChildProcess(dataDir: string) {
  const { file, execArgv } = serverScript('createEmbeddedDatabase');
  const child = fork(file, [dataDir], { execArgv, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (exit code ${code}).`);
}
