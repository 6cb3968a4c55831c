import nodemailer from 'nodemailer';
import type { MailMessage } from './messages';
import type { MailContext, RenderedEmail } from './templates/template';
import type { EmailRow, MailSettings } from './mail-queue';
import { topicOf } from './mail-topics';
import { signUnsubscribe } from './unsubscribe-token';

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
 * The headers of mail its reader may turn off (RFC 8058): a one-click unsubscribe link, signed, that turns off
 * this kind of mail for this address, once.
 */
function unsubscribeHeaders(row: EmailRow, settings: MailSettings) {
  const topic = topicOf(row.kind);
  if (!topic) return {};
  const token = signUnsubscribe({ email: row.toAddress, topic, id: row.id }, settings.unsubscribeKey);
  return {
    list: {
      unsubscribe: { url: `${settings.publicUrl}/api/mail/unsubscribe?token=${token}`, comment: `No more ${topic}` },
    },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Renders a row's message (its data with the secret parts it keeps until it is sent) and hands it to the SMTP
 * server with its fixed Message-ID and Reply-To, and an unsubscribe link when it may be turned off.
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
      ...unsubscribeHeaders(row, settings),
    });
  };
}
