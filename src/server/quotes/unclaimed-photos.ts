import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeyLifetimeMs } from '@/shared/idempotency';
import type { Database, Transaction } from '../db/client';
import { quotePhotos } from '../db/schema';
import { ApiError } from '../http/errors';

/** The photos one customer may hold before a request claims them: enough for four requests, never a filled disk. */
export const maxUnclaimedQuotePhotos = 40;

/**
 * How long a photo no request has claimed is kept: as long as the shop keeps the Idempotency-Key it was uploaded
 * with (30 days). A phone keeps a quote request and replays it for at most `replayWindowMs` (28 days) after it
 * was written, and uploads its photos after writing it, so every photo a request it still sends may name is
 * here. One kept longer goes only when its person sends it again; a photo forgotten by then is refused by its
 * place (422 on `photoIds.N`). Photos were once forgotten after 7 days, and a request that waited 8 was refused.
 */
export const unclaimedQuotePhotoMs = idempotencyKeyLifetimeMs;

/** Photos no request claimed, uploaded more than the keeping time before `now`. */
const unclaimedSince = (now: Date) =>
  and(isNull(quotePhotos.requestId), lt(quotePhotos.createdAt, new Date(now.getTime() - unclaimedQuotePhotoMs)));

/** Forgets every customer's photos left unclaimed past the keeping time (at each start, as old idempotency keys). */
export async function forgetUnclaimedQuotePhotos(db: Database, now = new Date()): Promise<void> {
  await db.delete(quotePhotos).where(unclaimedSince(now));
}

/**
 * Refuses a photo past the unclaimed cap, counting one customer's uploads one at a time. Their photos left
 * unclaimed past the keeping time go first, so that a request given up never blocks the next one.
 */
export async function checkUnclaimed(tx: Transaction, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-photos:${userId}`}))`);
  await tx.delete(quotePhotos).where(and(eq(quotePhotos.userId, userId), unclaimedSince(new Date())));
  const [held] = await tx
    .select({ count: count() })
    .from(quotePhotos)
    .where(and(eq(quotePhotos.userId, userId), isNull(quotePhotos.requestId)));
  if ((held?.count ?? 0) >= maxUnclaimedQuotePhotos)
    throw new ApiError(
      409,
      'too_many_photos',
      `You have ${maxUnclaimedQuotePhotos} photos not yet sent with a quote request. Send your request first.`,
    );
}
