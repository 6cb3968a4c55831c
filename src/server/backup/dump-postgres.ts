import { spawn } from 'node:child_process';
import pg from 'pg';
import { tableChecksums, type TableChecksums } from './checksums';

/**
 * A dump of a PostgreSQL shop by pg_dump, with the checksums of its tables taken on the very snapshot
 * that pg_dump reads (exported from a transaction of ours): a consistent picture while the shop sells.
 */
export async function dumpPostgres(url: string): Promise<{ dump: string; checksums: TableChecksums }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const checksums = await tableChecksums(async (sql) => (await client.query(sql)).rows);
    const connection = toolConnection(url);
    const dump = await runTool(
      'pg_dump',
      [
        '--inserts',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.snapshot}`,
        `--dbname=${connection.dbname}`,
      ],
      { env: connection.env },
    );
    await client.query('commit');
    return { dump, checksums };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * How pg_dump and psql reach a database: the URL without its password, which goes in PGPASSWORD, because
 * a program's arguments are visible to every user of the machine (ps) and its environment is not.
 */
export function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs one of PostgreSQL's client programs (pg_dump, psql) with `input` on its standard input; answers its output. */
export function runTool(
  program: string,
  args: string[],
  { input, env = {} }: { input?: string; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} is not installed: install PostgreSQL's client programs (Debian: postgresql-client).`)
          : error,
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`${program} failed: ${errors.trim() || `exit code ${code}`}`)),
    );
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}
