/**
 * Starts what the end-to-end suite needs and stops it on SIGTERM: a throwaway PostgreSQL (so tests can
 * check what reached the database while the app runs), the Firebase Auth Emulator with the demo
 * accounts, a mail catcher whose inbox the tests read, a push service on HTTPS with a throwaway certificate
 * authority (the server trusts it through NODE_EXTRA_CA_CERTS, as an operator's own would be), and the built
 * app, served by the same entry point as `npm start`. Playwright runs this as its web server.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedEmulatorAccounts, startAuthEmulator } from '../../src/server/auth/emulator';
import { freePort } from '../../src/server/free-port';
import { startMailCatcher } from '../../src/server/mail/mail-catcher';
import { startPostgresSandbox } from '../../src/server/test/postgres-sandbox';
import { startPushService } from '../../src/server/test/push-service';
import { e2eProjectId, e2ePort, stackFile } from './stack-info';
import { serverCommand } from '../../src/server/server-command';

// What a stack before this one left is never taken for this one's: the tests wait for this stack's file.
rmSync(stackFile, { force: true });
// The app server asks the Auth Emulator only when a request brings a token, so it starts beside it: the
// emulator's own start takes seconds of one core, the server's another.
const emulatorPort = await freePort();
const emulatorStarted = startAuthEmulator({ projectId: e2eProjectId, port: emulatorPort }).then(async (started) => {
  await seedEmulatorAccounts(started.host);
  return started;
});
// Its failure is reported once the rest is up (below); until then it is not an unhandled rejection.
emulatorStarted.catch(() => undefined);
const [postgres, mail, push] = await Promise.all([startPostgresSandbox(), startMailCatcher(), startPushService()]);
const dataDir = mkdtempSync(path.join(tmpdir(), 'brushwork-e2e-'));
const pushCaFile = path.join(dataDir, 'push-ca.pem');
writeFileSync(pushCaFile, push.certificateAuthority);

const server = spawn(process.execPath, serverCommand(), {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(e2ePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    FIREBASE_PROJECT_ID: e2eProjectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    LOG_REQUESTS: 'false',
    RATE_LIMIT_SCALE: '50',
    // What ran out is written by the expiry job: every second here, so a journey waits a second for it.
    EXPIRY_SWEEP_SECONDS: '1',
    SMTP_URL: mail.smtpUrl,
    PUSH_ENDPOINT_HOSTS: push.host,
    NODE_EXTRA_CA_CERTS: pushCaFile,
    PUBLIC_URL: `http://localhost:${e2ePort}`,
  },
});
let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  const done = async () => {
    await emulatorStarted.then(
      (emulator) => emulator.stop(),
      () => undefined,
    );
    await mail.stop();
    await push.stop();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stackFile, { force: true });
    process.exit(code);
  };
  if (server.exitCode !== null) void done();
  else server.once('exit', () => void done());
}

server.once('exit', (code) => {
  if (!stopping) {
    console.error(`The app server exited early (code ${code}).`);
    stop(1);
  }
});
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

try {
  const emulator = await emulatorStarted;
  // Written whole, once everything is up: the tests' global setup waits for it (see stack-ready.ts).
  mkdirSync(path.dirname(stackFile), { recursive: true });
  writeFileSync(
    `${stackFile}.part`,
    JSON.stringify({
      databaseUrl: postgres.url,
      emulatorHost: emulator.host,
      mailInboxUrl: mail.inboxUrl,
      pushOrigin: push.origin,
      pushCaFile,
    }),
  );
  renameSync(`${stackFile}.part`, stackFile);
} catch (error) {
  console.error('The Auth Emulator did not start:', error);
  stop(1);
}
