import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { erasedAccounts } from '../db/schema';
import type { VerifiedIdentity } from './id-token';

/**
 * `.invalid` is reserved (RFC 2606): no mail is ever delivered there, and the shop's email check refuses an address
 * without a dotted domain, so no one can sign in with or type one of these.
 */
const erasedDomain = '@invalid';

/** The address a deleted account keeps in place of its email: unique, as the users' index needs, and no one's. */
export const erasedEmail = () => `deleted-${randomUUID()}${erasedDomain}`;

/** Whether `address` is that of a deleted account, to which nothing is sent. */
export const isErasedEmail = (address: string) => address.endsWith(erasedDomain);

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Notes that the account of `email` was deleted now, in the deletion's transaction. */
export async function recordErasure(tx: Transaction, email: string) {
  await tx
    .insert(erasedAccounts)
    .values({ emailHash: emailHash(email), erasedAt: sql`now()` })
    .onConflictDoUpdate({ target: erasedAccounts.emailHash, set: { erasedAt: sql`now()` } });
}

/**
 * Whether `identity` is a Firebase sign-in from before its email's account was deleted (`auth_time` in whole
 * seconds: the same second counts as before): a device renewing its session from it gets no new account.
 */
export async function signedInBeforeErasure(db: Database, identity: VerifiedIdentity): Promise<boolean> {
  const [erased] = await db
    .select({ at: erasedAccounts.erasedAt })
    .from(erasedAccounts)
    .where(eq(erasedAccounts.emailHash, emailHash(identity.email)));
  return erased !== undefined && identity.authTime <= Math.floor(erased.at.getTime() / 1000);
}
