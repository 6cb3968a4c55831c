import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TableChecksums } from './checksums';
import { serverScript } from '../server-files';

/**
 * A dump of the embedded database. Its owner (the running server, or this command when none runs)
 * copies the data folder at one moment with PGlite's own dumpDataDir, which pauses its queries only for
 * that copy; a child process then loads the copy and runs PGlite's pg_dump on it, so the owner never
 * holds a second database's memory and sales go on meanwhile.
 */
export async function dumpEmbedded(
  snapshot: () => Promise<Blob>,
): Promise<{ dump: string; checksums: TableChecksums }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'brushwork-dump-'));
  try {
    const copy = path.join(folder, 'data.tar');
    await writeFile(copy, new Uint8Array(await (await snapshot()).arrayBuffer()));
    const { file, execArgv } = serverScript('dumpEmbeddedCopy');
    const child = fork(file, [copy, folder], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`Dumping the copy of the embedded database failed (exit code ${code}).`);
    return {
      dump: readFileSync(path.join(folder, 'dump.sql'), 'utf8'),
      checksums: JSON.parse(readFileSync(path.join(folder, 'checksums.json'), 'utf8')) as TableChecksums,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
