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
  /**
   * Takes in the `count`-th message from now (it is kept in `messages`) but never answers it, as a server
   * whose answer is lost after it took the message; resolves with that message once it has arrived.
   */
  holdAnswerTo: (count: number) => Promise<SinkMessage>;
};

/** A real SMTP server on loopback that keeps every message it accepts, parsed (a test's outbox). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let held: { at: number; arrived: (message: SinkMessage) => void } | undefined;
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const message = { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail };
            messages.push(message);
            if (held?.at === messages.length) {
              held.arrived(message);
              held = undefined;
              return;
            }
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
    holdAnswerTo: (count) =>
      new Promise((arrived) => {
        held = { at: messages.length + count, arrived };
      }),
  };
}
