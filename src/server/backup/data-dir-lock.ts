import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { askRunningServer } from './control-socket';

/**
 * One process owns a data folder at a time: the server, or a backup command while no server runs. It
 * holds `server.lock`, created exclusively with its pid. A lock whose process is gone, and on whose
 * control socket nothing answers, was left by a process that was killed, and is taken over.
 */
export class DataDirInUse extends Error {}

const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside and linked into place, so the lock file is never seen without its pid. */
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const serverAnswers = (dataDir: string) =>
  askRunningServer(dataDir, { command: 'ping' }).then(
    (answer) => answer !== undefined,
    () => true,
  );

/** Takes the data folder for this process, or refuses with who owns it; answers how to give it back. */
export async function lockDataDir(dataDir: string, purpose: string): Promise<{ release: () => void }> {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file)) {
      return {
        release: () => {
          if (readOwner(file) === process.pid) rmSync(file, { force: true });
        },
      };
    }
    const owner = readOwner(file);
    const live = (owner !== undefined && owner !== process.pid && isAlive(owner)) || (await serverAnswers(dataDir));
    if (live) {
      throw new DataDirInUse(
        `Cannot ${purpose}: ${dataDir} belongs to another process${owner ? ` (pid ${owner})` : ''}, a Brushwork server or backup command. ` +
          `Stop it first, or give this one another DATA_DIR. (If no such process runs, delete ${file}.)`,
      );
    }
    // Left by a process that is gone: taken over, unless another process took it over meanwhile.
    if (readOwner(file) === owner) rmSync(file, { force: true });
  }
  throw new DataDirInUse(`Cannot ${purpose}: ${dataDir} is being taken by another process at this moment.`);
}
