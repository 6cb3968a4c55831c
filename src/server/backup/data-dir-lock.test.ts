import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';
import { describe, expect, inject, it } from 'vitest';
import { serverCommand } from '../server-command';
import { startServerProcess } from '../test/server-process';
import { runDataCommand } from '../test/shop-fixture';
import { useTempFolders } from '../test/temp-folders';
import { onPostgresProject, withMigratedEmbedded } from '../test/database';

const newFolder = useTempFolders('brushwork-lock-test');

/** `npm run serve` on `dataDir`, expected to exit: its exit code and all it printed. */
async function serverThatExits(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, serverCommand(inject('builtServer')), {
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      FIREBASE_PROJECT_ID: 'demo-brushwork-processes',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A server that starts serving has failed the test: it is stopped, and says so.
  child.stdout.on('data', () => output.includes('serving on') && child.kill('SIGTERM'));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe.skipIf(onPostgresProject)('one server per data folder', () => {
  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const dataDir = withMigratedEmbedded(newFolder());
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const second = await serverThatExits(dataDir);
      expect(second.output).not.toContain('serving on');
      expect(second.output).toContain(
        `Cannot start the server: ${dataDir} belongs to another process (pid ${first.child.pid})`,
      );
      expect(second.code).toBe(1);
      expect((await fetch(`${first.base}/api/services`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'control.sock'))).toBe(true);
      const backup = await runDataCommand('backup', [path.join(newFolder(), 'live.sql')], { DATA_DIR: dataDir });
      expect(backup.output).toMatch(/Backed up \d+ tables/);
      expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(first.child.pid));
    } finally {
      await first.stop();
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);

  it('takes over the lock a dead process left, and the backup commands keep out of a folder a live one owns', async () => {
    const dataDir = withMigratedEmbedded(newFolder());
    writeFileSync(path.join(dataDir, 'server.lock'), `${deadPid()}\n`);
    const server = await startServerProcess({ DATA_DIR: dataDir });
    await server.stop();

    // A live process holds the folder, and no server answers on its socket: the command refuses.
    writeFileSync(path.join(dataDir, 'server.lock'), `${process.pid}\n`);
    const backup = await runDataCommand('backup', [path.join(newFolder(), 'refused.sql')], { DATA_DIR: dataDir });
    expect(backup.output).toContain(`Cannot back up: ${dataDir} belongs to another process (pid ${process.pid})`);
    expect(backup.code).toBe(1);
    const checksums = await runDataCommand('checksums', [], { DATA_DIR: dataDir });
    expect(checksums.code).toBe(1);
    expect(checksums.output).toContain('belongs to another process');
  }, 120_000);
});
