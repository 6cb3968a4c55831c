import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { emails, pushPreferences, pushSubscriptions, users } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import type { MailMessage } from '../mail/messages';
import { type NotificationRule, notificationsOf } from './notifications';

type EmailRow = typeof emails.$inferSelect;

/** The devices of the people a rule tells, whose preference for its kind is on (no preferences: all on). */
function devicesFor(tx: Transaction, rule: NotificationRule, recipient: string) {
  const who: SQL | undefined =
    rule.audience === 'admins' ? eq(users.role, 'admin') : eq(users.email, recipient.toLowerCase());
  return tx
    .select({ subscriptionId: pushSubscriptions.id, email: users.email })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(pushPreferences, eq(pushPreferences.userId, users.id))
    .where(and(who, sql`coalesce(${pushPreferences[rule.kind]}, true)`));
}

/**
 * Writes the push notifications of an email just written, in its transaction: one row of the same queue per
 * device to tell, due when the email is (a reminder's day), sent by the same job, gone with the email if it is
 * deleted unsent (a cancelled visit's reminder). An email to an address typed by someone signed out notifies no
 * account by it: anyone may type anyone's email into a booking form; the shop's own notices still reach admins.
 */
export async function queueNotifications(
  tx: Transaction,
  email: EmailRow,
  message: MailMessage,
  { typedSignedOut, messageIdOf }: { typedSignedOut: boolean; messageIdOf: (id: string) => string },
) {
  const rules = notificationsOf(message).filter((rule) => !(typedSignedOut && rule.audience === 'recipient'));
  const rows: (typeof emails.$inferInsert)[] = [];
  for (const rule of rules) {
    for (const device of await devicesFor(tx, rule, email.toAddress)) {
      const id = randomUUID();
      rows.push({
        id,
        channel: 'push',
        kind: message.kind,
        toAddress: device.email,
        subject: rule.payload.title,
        data: rule.payload,
        messageId: messageIdOf(id),
        subscriptionId: device.subscriptionId,
        causeId: email.id,
        sendAfter: email.sendAfter,
      });
    }
  }
  if (rows.length > 0) await tx.insert(emails).values(rows);
}
