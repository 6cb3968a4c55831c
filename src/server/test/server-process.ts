import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { inject } from 'vitest';
import { serverCommand } from '../server-command';
import { withMigratedEmbedded } from './database';

/**
 * The server build under test: inside vitest, the one its global setup made for the run; for the
 * benchmarks, which run after `npm run build`, the project's own `dist-server/`.
 */
export function builtServerUnderTest(): string | undefined {
  return process.env.VITEST ? inject('builtServer') : undefined;
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** What the process printed on its standard output so far. */
  output: () => string;
  /** SIGTERM, then waits for the exit; harmless when it has exited already. */
  stop: () => Promise<void>;
};

/**
 * The real server (built, as `npm run serve` starts it) in a process of its own, on a
 * free port, serving a stand-in page for the app; resolves once it says it is serving.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const folder = mkdtempSync(path.join(tmpdir(), 'brushwork-process-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Brushwork</title>');
  if (!env.DATA_DIR && !env.DATABASE_URL) withMigratedEmbedded(folder);
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, serverCommand(builtServerUnderTest()), {
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      STATIC_DIR: folder,
      LOG_REQUESTS: 'false',
      FIREBASE_PROJECT_ID: 'demo-brushwork-processes',
      // Never reached: these tests hold session tokens already.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before serving:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${listenOn}`,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
