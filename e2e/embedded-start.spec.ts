import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../src/server/free-port';
import { serverCommand } from '../src/server/server-command';

/** `npm start` with no configuration: the embedded database is created, migrated and seeded in DATA_DIR. */
test('the server starts on the embedded database with no configuration and seeds it only once across restarts', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brushwork-embedded-'));
  const port = await freePort();
  const start = () => {
    const child = spawn(process.execPath, serverCommand(), {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_REQUESTS: 'false',
      },
      stdio: 'pipe',
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('serving on') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    return { child, ready };
  };
  const stop = (child: ReturnType<typeof spawn>) =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  try {
    const first = start();
    await first.ready;
    const health = await request.get(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const tools = (await (await request.get(`http://127.0.0.1:${port}/api/services`)).json()) as unknown[];
    expect(tools.length).toBeGreaterThanOrEqual(9);
    const shell = await request.get(`http://127.0.0.1:${port}/about`);
    expect(shell.headers()['content-type']).toContain('text/html');
    const sent = await request.post(`http://127.0.0.1:${port}/api/msg`, {
      data: { name: 'Kept', email: 'kept@example.com', subject: 'Survives a restart', msg: 'Hello' },
    });
    expect(sent.status()).toBe(201);
    await stop(first.child);

    const second = start();
    await second.ready;
    const again = (await (await request.get(`http://127.0.0.1:${port}/api/services`)).json()) as unknown[];
    expect(again).toHaveLength(tools.length);
    await stop(second.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
