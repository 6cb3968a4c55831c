import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { demoAccounts } from './demo-accounts';
import { emulatorPreload } from '../server-files';

export type AuthEmulator = { host: string; stop: () => Promise<void> };

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Auth Emulator exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth Emulator did not start within ${timeoutMs / 1000} s.`);
}

type EmulatorOptions = { projectId: string; port?: number };

/** firebase-tools' words when a port it was given was taken by the time it listened. */
const portTaken = /port taken|Port \d+ is not open/;

/**
 * Starts the Firebase Auth Emulator (firebase-tools; auth only, no Java, no UI) for a demo project.
 * Every port is chosen here so that several stacks can run side by side. A port found free can be taken
 * before the emulator listens on it (by any process's outgoing connection): then it starts again on others.
 */
export async function startAuthEmulator(options: EmulatorOptions): Promise<AuthEmulator> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !portTaken.test((error as Error).message)) throw error;
    }
  }
}

async function startOnce({ projectId, port }: EmulatorOptions): Promise<AuthEmulator> {
  const authPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'brushwork-auth-emulator-'));
  const configFile = path.join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [
      '--import',
      emulatorPreload,
      cli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configFile,
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const host = `127.0.0.1:${authPort}`;
  // The signal and the clean-up happen at once, so that a process exiting right after still stops it.
  const stop = () => {
    rmSync(dir, { recursive: true, force: true });
    if (child.exitCode !== null) return Promise.resolve();
    child.kill('SIGINT');
    return new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
    });
  };

  try {
    await waitUntilUp(`http://${host}/`, child, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { host, stop };
}

/** Creates an email-and-password account in the emulator; an existing one is left as it is. */
export async function createEmulatorAccount(host: string, account: { email: string; password: string; name: string }) {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      displayName: account.name,
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!response.ok && body.error?.message !== 'EMAIL_EXISTS')
    throw new Error(`Could not create ${account.email}: ${body.error?.message}`);
  return body.idToken;
}

/** Signs in to the emulator by REST and answers a real emulator ID token. */
export async function emulatorIdToken(host: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Emulator sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

export async function seedEmulatorAccounts(host: string) {
  for (const account of demoAccounts) await createEmulatorAccount(host, account);
}
