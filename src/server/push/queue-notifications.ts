import { and, eq, sql, type SQL } from 'drizzle-orm';
import { emails, pushPreferences, pushSubscriptions, users } from '../db/schema';
import type { MailMessage } from '../mail/messages';
import { type NotificationRule, notificationsOf } from './notifications';
import type { Transaction } from '../db/client';

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
 * deleted unsent (a cancelled visit's reminder). Each rule is one INSERT … SELECT that the database fills from
 * the devices it finds, with a fixed number of parameters, so the event's transaction holds however many devices
 * its people have. An email to an address typed by someone signed out notifies no account by it: anyone may type
 * anyone's email into a booking form; the shop's own notices still reach admins.
 */
export async function queueNotifications(
  tx: Transaction,
  email: EmailRow,
  message: MailMessage,
  { typedSignedOut, messageHost }: { typedSignedOut: boolean; messageHost: string },
) {
  const rules = notificationsOf(message).filter((rule) => !(typedSignedOut && rule.audience === 'recipient'));
  for (const rule of rules) {
    const devices = devicesFor(tx, rule, email.toAddress).as('device');
    await tx.execute(sql`
      insert into ${emails} (id, channel, kind, to_address, subject, data, message_id, subscription_id, cause_id, send_after)
      select new_row.id, 'push', ${message.kind}, new_row.email, ${rule.payload.title}, ${JSON.stringify(rule.payload)}::jsonb,
             '<' || new_row.id || '@' || ${messageHost} || '>', new_row.subscription_id, ${email.id}, ${email.sendAfter}
      from (select gen_random_uuid() as id, ${devices.subscriptionId} as subscription_id, ${devices.email} as email
            from ${devices}) as new_row`);
  }
}
