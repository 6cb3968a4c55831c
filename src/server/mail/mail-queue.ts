import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { isErasedEmail } from '../auth/erased-email';
import { emails } from '../db/schema';
import { queueNotifications } from '../push/queue-notifications';
import type { MailKind, MailMessage } from './messages';
import { subjectOf } from './mail-subjects';
import type { Transaction } from '../db/client';

export type EmailRow = typeof emails.$inferSelect;

/** The shop's mail settings: the From address, where its own notices go, and its public address. */
export type MailSettings = {
  from: string;
  shopEmail: string;
  publicUrl: string;
  /** Signs the one-click unsubscribe links of the mail a reader may turn off (see unsubscribe-token.ts). */
  unsubscribeKey: string;
  /** How long after a job's sign-off its customer is asked for a review (REVIEW_REQUEST_DELAY_HOURS). */
  reviewRequestDelayHours: number;
};

export type QueueOptions = {
  replyTo?: string;
  /** One email per event: a second write with the same key writes nothing and answers undefined. */
  dedupeKey?: string;
  /** Due later than now (a reminder). */
  sendAfter?: Date;
  /**
   * Caused by someone signed out: the address it is limited by gets at most `anonymousPerHour` such emails
   * an hour (only these count: a customer's own receipts never use up a visitor's allowance).
   */
  anonymous?: boolean;
  /**
   * The fields of the message's data no one may read at rest once it is sent (a manage link): kept apart in
   * `secrets` while the email waits, dropped when it is sent or given up.
   */
  secretFields?: readonly string[];
  /** Written as failed at once with this reason (a reminder whose confirmation was held back). */
  failedBecause?: string;
  /**
   * Its address was typed by someone signed out (as `anonymous`, but for a later email of the same action, which
   * is not counted again: a visit's reminder): the account with that address, if any, is not notified by push.
   */
  typedSignedOut?: boolean;
};

/** How many emails an anonymous action may make the shop write to one address in an hour. */
export const anonymousPerHour = 3;

export const tooManyEmails = 'Too many emails to this address this hour; resend from the dashboard if it is wanted.';

/** Why mail written for a deleted account (an order the shop ships after the deletion) is never sent. */
export const accountDeleted = 'The account of this address was deleted: nothing is sent to it.';

/** Where every sender of this process is told that mail was written, and its channel on PostgreSQL. */
export const mailQueuedChannel = 'brushwork_mail_queued';

export type MailQueue = {
  settings: MailSettings;
  /**
   * Writes one email inside the caller's transaction, so that it exists exactly when its event does, with the
   * push notifications of the people it concerns (src/server/push/notifications.ts); the Message-ID is fixed
   * here. Answers the row, or undefined when its dedupe key was written before (and so were its notifications).
   */
  queueEmail: (
    tx: Transaction,
    to: string,
    message: MailMessage,
    options?: QueueOptions,
  ) => Promise<EmailRow | undefined>;
  /** Calls `listener` after each write (senders of this process run on it); returns how to stop. */
  onQueued: (listener: () => void) => () => void;
  /**
   * How a kind whose secret parts are dropped once sent makes fresh ones, for a Resend of such an email; the
   * feature that writes the kind plugs it in. Resending a kind with none goes without them.
   */
  renewSecretsWith: (kind: MailKind, renew: SecretRenewal) => void;
  /** Fresh secret parts for a resend of `row`, from its kind's renewal, in the resend's transaction. */
  renewSecrets: (tx: Transaction, row: EmailRow) => Promise<Record<string, unknown> | undefined>;
};

/** Fresh secret parts for an email that is to be sent again; throws an ApiError when it may not be. */
export type SecretRenewal = (tx: Transaction, row: EmailRow) => Promise<Record<string, unknown>>;

/** `<id@host>`: stable for its row, so a send repeated after a crash is recognised as the same message. */
export const messageIdOf = (id: string, publicUrl: string) => `<${id}@${new URL(publicUrl).hostname}>`;

/**
 * The address an anonymous action is limited by: the recipient, or for the shop's own notices the Reply-To
 * (the visitor who wrote), so that the shop's own inbox is never what runs out. Only emails anonymous actions
 * caused count: not a customer's receipts, nor a reminder (the same booking's second email, written with its
 * confirmation and not marked anonymous).
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
        eq(emails.channel, 'email'),
        eq(emails.anonymous, true),
        gt(emails.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return (written?.count ?? 0) >= anonymousPerHour;
}

/** The message's data without its secret fields, and those fields apart (undefined when it has none). */
function splitSecrets(data: object, fields: readonly string[]) {
  const open: Record<string, unknown> = { ...data };
  const secrets: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in open)) continue;
    secrets[field] = open[field];
    delete open[field];
  }
  return { open, secrets: Object.keys(secrets).length > 0 ? secrets : undefined };
}

export function createMailQueue(settings: MailSettings): MailQueue {
  const listeners = new Set<() => void>();
  const renewals = new Map<MailKind, SecretRenewal>();
  return {
    settings,
    async queueEmail(tx, to, message, options = {}) {
      const { replyTo, dedupeKey, sendAfter, anonymous = false, failedBecause, secretFields = [] } = options;
      const typedSignedOut = anonymous || options.typedSignedOut === true;
      const id = randomUUID();
      const limited = anonymous && (await overLimit(tx, replyTo ?? to, replyTo !== undefined));
      const refusal =
        failedBecause ?? (isErasedEmail(to) ? accountDeleted : undefined) ?? (limited ? tooManyEmails : undefined);
      const { open, secrets } = splitSecrets(message.data, secretFields);
      const [row] = await tx
        .insert(emails)
        .values({
          id,
          kind: message.kind,
          toAddress: to,
          replyTo: replyTo ?? null,
          subject: subjectOf(message),
          data: open,
          // An email written as failed is not sent unless resent, which makes fresh secrets: none are kept.
          secrets: refusal ? null : (secrets ?? null),
          anonymous,
          messageId: messageIdOf(id, settings.publicUrl),
          dedupeKey: dedupeKey ?? null,
          ...(sendAfter && { sendAfter }),
          ...(refusal && { status: 'failed' as const, lastError: refusal }),
        })
        .onConflictDoNothing({ target: emails.dedupeKey })
        .returning();
      if (row && !refusal) {
        await queueNotifications(tx, row, message, {
          typedSignedOut,
          messageHost: new URL(settings.publicUrl).hostname,
        });
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
    renewSecretsWith(kind, renew) {
      renewals.set(kind, renew);
    },
    async renewSecrets(tx, row) {
      return renewals.get(row.kind as MailKind)?.(tx, row);
    },
  };
}
