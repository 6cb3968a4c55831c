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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const emailHash = (email: string) => sha256(email.trim().toLowerCase());

/** Notes that the account of `email` (bound to the Firebase user `uid`) was deleted now, in the deletion's transaction. */
export async function recordErasure(tx: Transaction, { email, uid }: { email: string; uid: string | null }) {
  const erased = { uidHash: uid === null ? null : sha256(uid), erasedAt: sql`now()` };
  await tx
    .insert(erasedAccounts)
    .values({ emailHash: emailHash(email), ...erased })
    .onConflictDoUpdate({ target: erasedAccounts.emailHash, set: erased });
}

/**
 * Whether `identity` is the deleted account's Firebase user signed in from before the deletion (`auth_time` in
 * whole seconds: the same second counts as before): a device renewing its session from it gets no new account.
 */
export async function signedInBeforeErasure(db: Database, identity: VerifiedIdentity): Promise<boolean> {
  const [erased] = await db
    .select()
    .from(erasedAccounts)
    .where(eq(erasedAccounts.emailHash, emailHash(identity.email)));
  if (!erased || (erased.uidHash !== null && erased.uidHash !== sha256(identity.uid))) return false;
  return identity.authTime <= Math.floor(erased.erasedAt.getTime() / 1000);
}
