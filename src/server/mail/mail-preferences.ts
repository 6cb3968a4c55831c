import { eq, sql } from 'drizzle-orm';
import type { MailPreferences } from '@/shared/schemas/mail-preferences';
import type { Database } from '../db/client';
import { mailPreferences, mailUnsubscribes } from '../db/schema';
import { topicOf } from './mail-topics';
import type { UnsubscribeClaim } from './unsubscribe-token';

const everythingOn: MailPreferences = { reviews: true, reminders: true, news: true };
const addressOf = (email: string) => email.trim().toLowerCase();

/** What `email` receives of the mail that may be turned off: everything, until its reader says otherwise. */
export async function preferencesOf(db: Database, email: string): Promise<MailPreferences> {
  const [row] = await db
    .select()
    .from(mailPreferences)
    .where(eq(mailPreferences.email, addressOf(email)));
  return row ? { reviews: row.reviews, reminders: row.reminders, news: row.news } : everythingOn;
}

export async function savePreferences(db: Database, email: string, chosen: MailPreferences): Promise<MailPreferences> {
  await db
    .insert(mailPreferences)
    .values({ email: addressOf(email), ...chosen })
    .onConflictDoUpdate({ target: mailPreferences.email, set: { ...chosen, updatedAt: sql`now()` } });
  return chosen;
}

/** Whether the email (or notification) of `kind` to `email` is of a kind its reader turned off. */
export async function turnedOff(db: Database, kind: string, email: string): Promise<boolean> {
  const topic = topicOf(kind);
  return topic !== undefined && !(await preferencesOf(db, email))[topic];
}

/**
 * A one-click unsubscribe: turns the link's topic off for its address, the first time the link is used.
 * Used again (a mail scanner's second visit, or after its reader turned the topic back on), it changes nothing.
 * Answers whether it changed anything.
 */
export async function unsubscribe(db: Database, claim: UnsubscribeClaim): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(mailUnsubscribes).values({ emailId: claim.id }).onConflictDoNothing().returning();
    if (!first) return false;
    await tx
      .insert(mailPreferences)
      .values({ email: addressOf(claim.email), ...everythingOn, [claim.topic]: false })
      .onConflictDoUpdate({ target: mailPreferences.email, set: { [claim.topic]: false, updatedAt: sql`now()` } });
    return true;
  });
}
