/**
 * `npm start`: the server on its embedded defaults. With a demo Firebase project and no emulator given,
 * it first starts the Auth Emulator on 127.0.0.1:9099 with the demo accounts, and stops it on exit. With
 * no SMTP_URL, it starts a mail catcher on loopback (SMTP on 1025, its web inbox on 1080, when free) and
 * sends the shop's mail there, so that none leaves this machine.
 */
import { seedEmulatorAccounts, startAuthEmulator } from './auth/emulator';
import { startMailCatcher } from './mail/mail-catcher';
import { log } from './observability/log';

const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-brushwork';
if (projectId.startsWith('demo-') && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  log.info('Starting the Firebase Auth Emulator…');
  const emulator = await startAuthEmulator({
    projectId,
    port: Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099),
  });
  await seedEmulatorAccounts(emulator.host);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.stop());
  process.once('exit', () => void emulator.stop());
}

if (!process.env.SMTP_URL) {
  const catcher = await startMailCatcher({ preferPorts: { smtp: 1025, web: 1080 } });
  process.env.SMTP_URL = catcher.smtpUrl;
  log.info(`Mail: the shop's email is caught at ${catcher.inboxUrl} (nothing leaves this machine)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void catcher.stop());
}

await import('./index');
