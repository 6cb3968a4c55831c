import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, onPostgresProject } from '../test/database';
import { dumpPostgres, runTool, toolConnection } from './dump-postgres';

const folder = mkdtempSync(path.join(tmpdir(), 'brushwork-pg-tools-'));
const bin = path.join(folder, 'bin');
mkdirSync(bin);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for one of PostgreSQL's programs that writes down its arguments and the password it was given. */
function recordingProgram(name: string): { argv: () => string; password: () => string } {
  const seen = path.join(folder, `${name}.seen`);
  writeFileSync(
    path.join(bin, name),
    `#!/bin/sh\nprintf '%s\\n' "$@" > '${seen}.argv'\nprintf '%s' "$PGPASSWORD" > '${seen}.password'\n`,
  );
  chmodSync(path.join(bin, name), 0o755);
  return { argv: () => readFileSync(`${seen}.argv`, 'utf8'), password: () => readFileSync(`${seen}.password`, 'utf8') };
}

describe('the password for pg_dump and psql', () => {
  it('leaves the URL for the environment (PGPASSWORD), percent-decoded', () => {
    const connection = toolConnection('postgres://shop:s3cr%40t@db.example:5433/brushwork?sslmode=require');
    expect(connection.dbname).toBe('postgres://shop@db.example:5433/brushwork?sslmode=require');
    expect(connection.env).toEqual({ PGPASSWORD: 's3cr@t' });
    expect(toolConnection('postgres://shop@localhost/brushwork').env).toEqual({});
  });

  it.skipIf(!onPostgresProject)('never reaches the command line of pg_dump during a backup', async () => {
    const database = await createEmptyPostgresDatabase();
    const pgDump = recordingProgram('pg_dump');
    const withPassword = new URL(database.url);
    withPassword.password = 'visible-in-ps';
    const searchPath = process.env.PATH;
    process.env.PATH = `${bin}:${searchPath}`;
    try {
      await dumpPostgres(withPassword.toString());
    } finally {
      process.env.PATH = searchPath;
      await database.drop();
    }
    expect(pgDump.argv()).toContain('--snapshot=');
    expect(pgDump.argv()).not.toContain('visible-in-ps');
    expect(pgDump.password()).toBe('visible-in-ps');
  });

  it('reaches the program through its environment only', async () => {
    const psql = recordingProgram('psql');
    const connection = toolConnection('postgres://shop:visible-in-ps@localhost/brushwork');
    await runTool(path.join(bin, 'psql'), [`--dbname=${connection.dbname}`], { env: connection.env });
    expect(psql.argv()).toBe('--dbname=postgres://shop@localhost/brushwork\n');
    expect(psql.password()).toBe('visible-in-ps');
  });
});
