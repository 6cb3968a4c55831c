import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { emails } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import { type MailMessage, subjectOf } from './messages';

export type EmailRow = typeof emails.$inferSelect;

/** The shop's mail settings: the From address, where its own notices go, and its public address. */
export type MailSettings = { from: string; shopEmail: string; publicUrl: string };

export type QueueOptions = {
  replyTo?: string;
  /** One email per event: a second write with the same key writes nothing and answers undefined. */
  dedupeKey?: string;
  /** Due later than now (a reminder). */
  sendAfter?: Date;
  /** Caused by someone signed out: the address it is limited by gets at most `anonymousPerHour` an hour. */
  anonymous?: boolean;
  /** Written as failed at once with this reason (a reminder whose confirmation was held back). */
  failedBecause?: string;
};

/** How many emails an anonymous action may make the shop write to one address in an hour. */
export const anonymousPerHour = 3;

export const tooManyEmails = 'Too many emails to this address this hour; resend from the dashboard if it is wanted.';

/** Where every sender of this process is told that mail was written, and its channel on PostgreSQL. */
export const mailQueuedChannel = 'brushwork_mail_queued';

export type Outbox = {
  settings: MailSettings;
  /**
   * Writes one email inside the caller's transaction, so that it exists exactly when its event does; the
   * Message-ID is fixed here. Answers the row, or undefined when its dedupe key was written before.
   */
  queueEmail: (
    tx: Transaction,
    to: string,
    message: MailMessage,
    options?: QueueOptions,
  ) => Promise<EmailRow | undefined>;
  /** Calls `listener` after each write (senders of this process run on it); returns how to stop. */
  onQueued: (listener: () => void) => () => void;
};

/** `<id@host>`: stable for its row, so a send repeated after a crash is recognised as the same message. */
export const messageIdOf = (id: string, publicUrl: string) => `<${id}@${new URL(publicUrl).hostname}>`;

/**
 * The address an anonymous action is limited by: the recipient, or for the shop's own notices the Reply-To
 * (the visitor who wrote), so that the shop's own inbox is never what runs out. Reminders do not count:
 * they are the same booking's second email, written with its confirmation.
 */
async function overLimit(tx: Transaction, address: string, byReplyTo: boolean): Promise<boolean> {
  // Two anonymous writes to the same address at once are counted one after the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${address}`}))`);
  const [written] = await tx
    .select({ count: count() })
    .from(emails)
    .where(
      and(
        eq(byReplyTo ? emails.replyTo : emails.toAddress, address),
        ne(emails.kind, 'visit-reminder'),
        gt(emails.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return (written?.count ?? 0) >= anonymousPerHour;
}

export function createOutbox(settings: MailSettings): Outbox {
  const listeners = new Set<() => void>();
  return {
    settings,
    async queueEmail(tx, to, message, { replyTo, dedupeKey, sendAfter, anonymous, failedBecause } = {}) {
      const id = randomUUID();
      const limited = anonymous && (await overLimit(tx, replyTo ?? to, replyTo !== undefined));
      const refusal = failedBecause ?? (limited ? tooManyEmails : undefined);
      const [row] = await tx
        .insert(emails)
        .values({
          id,
          kind: message.kind,
          toAddress: to,
          replyTo: replyTo ?? null,
          subject: subjectOf(message),
          data: message.data,
          messageId: messageIdOf(id, settings.publicUrl),
          dedupeKey: dedupeKey ?? null,
          ...(sendAfter && { sendAfter }),
          ...(refusal && { status: 'failed' as const, lastError: refusal }),
        })
        .onConflictDoNothing({ target: emails.dedupeKey })
        .returning();
      if (row && !refusal) {
        // Delivered at commit to every process listening on PostgreSQL; nothing on a rollback.
        await tx.execute(sql`select pg_notify(${mailQueuedChannel}, '')`);
        listeners.forEach((listener) => listener());
      }
      return row;
    },
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
