import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The one place that says whether the system packages the tests need are here: `npm test` installs
 * them when they are not (scripts/ensure-system-deps.mjs), and the unit tests' config reads it to run
 * the server tests on PostgreSQL as well as on PGlite.
 */

/** Where PostgreSQL's server binaries are (pg_config's, or Debian's newest), or undefined when not installed. */
export function findPostgresBinaries(): string | undefined {
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = fromPgConfig.status === 0 ? [fromPgConfig.stdout.trim()] : [];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/** Whether the server tests can run on PostgreSQL: a server is given, or one can be started here. */
export function canTestOnPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL || findPostgresBinaries());
}
