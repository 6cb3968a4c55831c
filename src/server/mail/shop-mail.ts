import type { DatabaseHandle } from '../db/client';
import type { ServerEnv } from '../env';
import { startMailJob } from './mail-job';
import type { Outbox } from './outbox';
import { log } from '../observability/log';
import { createEmailSender, createSmtpTransport } from './sender';
import { renderEmail } from './templates';

/**
 * This server process's sender of the shop's mail, through SMTP_URL. Without it (the server started
 * directly, not by `npm start`, which gives it a local catcher) the emails are still written and wait in
 * the outbox until a server with SMTP_URL sends them. Returns how to stop.
 */
export function startShopMail(env: ServerEnv, database: DatabaseHandle, outbox: Outbox, announce: boolean) {
  const { smtpUrl } = env.mail;
  if (!smtpUrl) {
    if (announce) log.warn('Mail: SMTP_URL is unset, so the shop’s emails wait in its outbox unsent.');
    return async () => {};
  }
  const transport = createSmtpTransport(smtpUrl);
  const job = startMailJob(database, outbox, createEmailSender(transport, renderEmail, env.mail));
  return async () => {
    await job.stop();
    transport.close();
  };
}
