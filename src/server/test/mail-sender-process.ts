/**
 * A server process's mail sender alone, for tests that kill it: it sends the database's due emails through
 * SMTP_URL with a lease of MAIL_LEASE_MS, prints "sending" once it runs, and stops cleanly on SIGTERM.
 * DATABASE_URL names a PostgreSQL database; otherwise DATA_DIR holds an embedded one, where a server keeps it.
 */
import path from 'node:path';
import { openDatabase } from '../db/client';
import { startMailJob } from '../mail/mail-job';
import { createMailQueue } from '../mail/mail-queue';
import { createEmailSender, createSmtpTransport } from '../mail/sender';
import { renderEmail } from '../mail/templates';
import { testMailSettings } from './mail-settings';

const { DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: smtpUrl, MAIL_LEASE_MS: leaseMs } = process.env;
const database = await openDatabase(
  url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: path.join(dataDir!, 'pglite') },
);
const transport = createSmtpTransport(smtpUrl!);
const job = startMailJob(
  database,
  createMailQueue(testMailSettings),
  createEmailSender(transport, renderEmail, testMailSettings),
  { everyMs: 200, leaseMs: Number(leaseMs) },
);
process.stdout.write('sending\n');
process.once('SIGTERM', () => {
  void job
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
