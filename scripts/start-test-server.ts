import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AuthEmulator,
  createEmulatorAccount,
  emulatorIdToken,
  seedEmulatorAccounts,
  startAuthEmulator,
} from '../src/server/auth/emulator';
import { demoAccounts } from '../src/server/auth/demo-accounts';
import { freePort } from '../src/server/free-port';
import { serverCommand } from '../src/server/server-command';
import { copyEmbeddedTemplate, createEmbeddedTemplate } from '../src/server/test/embedded-template';

const projectId = 'demo-brushwork-bench';
const password = 'bench-password-123';

async function seededEmulator() {
  const emulator = await startAuthEmulator({ projectId });
  await seedEmulatorAccounts(emulator.host);
  return emulator;
}

let shared: Promise<AuthEmulator> | undefined;

/** The migrated embedded database each server on it starts from, made on first use and removed at exit. */
let embeddedTemplate: Promise<string> | undefined;
const migratedEmbedded = () =>
  (embeddedTemplate ??= createEmbeddedTemplate().then(({ folder, remove }) => {
    process.once('exit', remove);
    return folder;
  }));

/**
 * Runs `checks` with one Auth Emulator for every server they start, stopped at the end: starting
 * firebase-tools takes seconds, and the emulator keeps no state a check relies on between servers.
 */
export async function withSharedEmulator<T>(checks: () => Promise<T>): Promise<T> {
  shared = seededEmulator();
  try {
    return await checks();
  } finally {
    const emulator = shared;
    shared = undefined;
    await (await emulator).stop();
  }
}

/**
 * A throwaway server on the embedded database in its default demo mode, for benchmarks: no limits that
 * one machine's load would trip, and sign-in through an Auth Emulator of its own, as in the shop.
 * With `builtApp` it serves the app in dist/ (build it first); otherwise a stand-in page, for API runs.
 * With `databaseUrl` it runs on that PostgreSQL instead of the embedded database; `env` adds settings.
 * Within `withSharedEmulator` it signs in through that run's emulator, else through one of its own.
 */
export async function startTestServer({
  builtApp = false,
  databaseUrl = '',
  env = {},
}: { builtApp?: boolean; databaseUrl?: string; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brushwork-bench-'));
  let staticDir = path.resolve('dist');
  if (!builtApp) {
    staticDir = path.join(dataDir, 'static');
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Brushwork</title>');
  }
  if (!databaseUrl) copyEmbeddedTemplate(await migratedEmbedded(), dataDir);
  const [port, emulator] = await Promise.all([freePort(), shared ?? seededEmulator()]);
  const server: ChildProcess = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DATABASE_URL: databaseUrl,
      LOG_REQUESTS: 'false',
      RATE_LIMIT_SCALE: '1000000',
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving on') && resolve());
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;

  async function sessionToken(email: string) {
    const demo = demoAccounts.find((account) => account.email === email);
    if (!demo) await createEmulatorAccount(emulator.host, { email, password, name: email.split('@')[0]! });
    const idToken = await emulatorIdToken(emulator.host, email, demo?.password ?? password);
    const response = await fetch(`${base}/api/users/${email}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: '{}',
    });
    return ((await response.json()) as { token: string }).token;
  }

  return {
    base,
    /** The server's process (with WEB_CONCURRENCY, the primary of its workers). */
    pid: server.pid!,
    sessionToken,
    /** Stops the server and its emulator and removes its data; a second call does nothing. */
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null || server.killed) return;
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      if (!shared) await emulator.stop();
    },
  };
}
