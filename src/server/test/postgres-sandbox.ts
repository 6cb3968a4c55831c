import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';
import { findPostgresBinaries } from './system-binaries';

export type PostgresSandbox = {
  url: string;
  /** The server's main process (its connections' processes are its children), while it runs. */
  pid: () => number;
  /** Stops the server abruptly, keeping its data, as an outage would. */
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

/**
 * Starts a throwaway PostgreSQL cluster on loopback in a temporary folder, for tests. PostgreSQL refuses
 * to run as root, so as root the cluster belongs to the `postgres` user that Debian's package creates.
 */
export async function startPostgresSandbox(): Promise<PostgresSandbox> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found: install Debian\'s "postgresql" package.');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = path.join(bin, command);
    execFileSync(asRoot ? 'runuser' : full, asRoot ? ['-u', 'postgres', '--', full, ...args] : args, { stdio: 'pipe' });
  };

  const dir = mkdtempSync(path.join(tmpdir(), 'brushwork-pg-'));
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(group));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'brushwork', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300`,
      '-w',
      'start',
    ]);
  start();

  let stopped = false;
  return {
    url: `postgres://brushwork@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    pause: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    resume: start,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new database on the PostgreSQL server at `serverUrl`: its URL. Empty, or a copy of the database
 * `template` (which nobody may be connected to), which PostgreSQL makes by copying its files.
 */
export async function createEmptyDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `brushwork_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(
    `drop database if exists ${pg.escapeIdentifier(new URL(databaseUrl).pathname.slice(1))} with (force)`,
  );
  await cleanup.end();
}
