import type { DatabaseHandle } from '../db/client';
import type { ServerEnv } from '../env';
import { createPushSender } from '../push/push-sender';
import { startMailJob } from './mail-job';
import type { MailQueue } from './mail-queue';
import { log } from '../observability/log';
import { createEmailSender, createSmtpTransport } from './sender';
import { renderEmail } from './templates';

/**
 * This server process's sender of the shop's mail, through SMTP_URL, and of its push notifications, through
 * the devices' push services. Without SMTP_URL (the server started directly, not by `npm start`, which gives
 * it a local catcher) the emails are still written and wait in the mail queue until a server with SMTP_URL sends
 * them; the notifications go all the same. Returns how to stop.
 */
export function startShopMail(env: ServerEnv, database: DatabaseHandle, mailQueue: MailQueue, announce: boolean) {
  const { smtpUrl } = env.mail;
  if (!smtpUrl && announce) log.warn('Mail: SMTP_URL is unset, so the shop’s emails wait in its mail queue unsent.');
  if (announce) log.info(`Push: notifications are signed with the VAPID keys from ${env.push.vapidFrom}.`);
  const transport = smtpUrl ? createSmtpTransport(smtpUrl) : undefined;
  const push = createPushSender(database.db, { vapid: env.push.vapid, endpointHosts: env.push.endpointHosts });
  const job = startMailJob(database, mailQueue, transport && createEmailSender(transport, renderEmail, env.mail), {
    push,
  });
  return async () => {
    await job.stop();
    transport?.close();
  };
}
