import { and, eq, inArray, lt } from 'drizzle-orm';
import { shopDate } from '@/shared/slots';
import type { Database } from '../db/client';
import { quoteRequests, quotes } from '../db/schema';
import { scheduleJob } from '../jobs';

/** The shop's calendar day now (YYYY-MM-DD), in its time zone: the day a quote's validUntil is compared with. */
export const shopToday = (timeZone: string, now = Date.now()) => shopDate(now, timeZone);

/**
 * Expires every sent or viewed quote whose last valid day has passed in the shop's time zone, and gives its
 * request back to the shop to quote again (state `new`), in one transaction. With `quoteId`, only that quote:
 * each read and move of a quote calls this first, so that nobody acts on a quote the periodic job has not
 * reached yet. Returns how many expired.
 */
export async function expireQuotes(
  db: Database,
  timeZone: string,
  { quoteId }: { quoteId?: string } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: 'expired' })
      .where(
        and(
          inArray(quotes.status, ['sent', 'viewed']),
          lt(quotes.validUntil, shopToday(timeZone)),
          quoteId === undefined ? undefined : eq(quotes.id, quoteId),
        ),
      )
      .returning({ requestId: quotes.requestId });
    if (expired.length === 0) return 0;
    await tx
      .update(quoteRequests)
      .set({ state: 'new' })
      .where(
        and(
          inArray(
            quoteRequests.id,
            expired.map(({ requestId }) => requestId),
          ),
          eq(quoteRequests.state, 'quoted'),
        ),
      );
    return expired.length;
  });
}

/** Expires quotes past their day now and then every `everyMs`, once a period among all the shop's processes. */
export function sweepExpiredQuotes(db: Database, timeZone: string, everyMs = 15 * 60_000): () => void {
  return scheduleJob(db, 'expire-quotes', everyMs, () => expireQuotes(db, timeZone));
}
