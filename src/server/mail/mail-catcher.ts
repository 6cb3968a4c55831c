import { createServer } from 'node:net';
import { MailDev } from 'maildev';
import { freePort } from '../free-port';

export type MailCatcher = {
  /** Where the shop sends: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The web inbox; its REST API lists the messages at `<inboxUrl>/api/email`. */
  inboxUrl: string;
  stop: () => Promise<void>;
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The port asked for when it is free, otherwise any free one: two shops on one machine each get a catcher. */
const portNear = async (preferred: number | undefined) =>
  preferred !== undefined && (await portIsFree(preferred)) ? preferred : freePort();

/**
 * A mail catcher (maildev) on loopback: it accepts every email over SMTP and keeps it in memory, for
 * reading in its web inbox; nothing is relayed, so no mail leaves the machine. With `preferPorts`, it
 * takes those ports when free (1025 and 1080 for `npm start`, so the inbox stays at one address).
 */
export async function startMailCatcher({
  preferPorts,
}: { preferPorts?: { smtp: number; web: number } } = {}): Promise<MailCatcher> {
  const smtp = await portNear(preferPorts?.smtp);
  const web = await portNear(preferPorts?.web);
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl: `http://127.0.0.1:${web}`,
    stop: () => maildev.stop(),
  };
}
