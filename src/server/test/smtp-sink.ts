import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMessage = { envelopeTo: string[]; mail: ParsedMail };

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`, the same port after a restart. */
  url: string;
  /** Every message accepted so far, parsed, in the order they arrived. */
  messages: SinkMessage[];
  /** Stops accepting connections: senders then fail as with a mail server that is down. */
  stop: () => Promise<void>;
  /** Accepts again, on the same port. */
  restart: () => Promise<void>;
};

/** A real SMTP server on loopback that keeps every message it accepts, parsed (a test's outbox). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            callback();
          })
          .catch(callback);
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  let server = makeServer();
  const port = await listen(server, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    restart: async () => {
      server = makeServer();
      await listen(server, port);
    },
  };
}
