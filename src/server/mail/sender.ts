import nodemailer from 'nodemailer';
import type { MailContext, MailMessage, RenderedEmail } from './messages';
import type { EmailRow, MailSettings } from './mail-queue';

/** Turns a message into its parts; production passes the React templates' `renderEmail`. */
export type RenderEmail = (message: MailMessage, context: MailContext) => Promise<RenderedEmail>;

/** Sends one email row; rejects with the reason when the SMTP server does not accept it. */
export type SendEmail = (row: EmailRow) => Promise<void>;

/**
 * A transport that gives up in seconds rather than minutes: a claimed email holds its row (and on the
 * embedded database its one connection) until the server answers, and a later run tries again anyway.
 */
export function createSmtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

/**
 * Renders a row's message (its data with the secret parts it keeps until it is sent) and hands it to the SMTP
 * server with its fixed Message-ID and Reply-To.
 */
export function createEmailSender(transport: SmtpTransport, render: RenderEmail, settings: MailSettings): SendEmail {
  return async (row) => {
    const data = { ...(row.data as object), ...(row.secrets as object | null) };
    const message = { kind: row.kind, data } as MailMessage;
    const rendered = await render(message, { publicUrl: settings.publicUrl });
    await transport.sendMail({
      from: settings.from,
      to: row.toAddress,
      ...(row.replyTo && { replyTo: row.replyTo }),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: rendered.attachments,
      messageId: row.messageId,
    });
  };
}
