import { and, eq, inArray, lt } from 'drizzle-orm';
import { shopDate } from '@/shared/slots';
import type { Database } from '../db/client';
import { quoteRequests, quotes } from '../db/schema';

/** The shop's calendar day now (YYYY-MM-DD), in its time zone: the day a quote's validUntil is compared with. */
export const shopToday = (timeZone: string, now = Date.now()) => shopDate(now, timeZone);

/**
 * Whether a sent quote's last valid day has passed in the shop's time zone: a read shows it as expired (and its
 * request as new) at once, before the expiry job (deadlines.ts) writes it so.
 */
export const validityRanOut = (quote: { status: string; validUntil: string }, today: string): boolean =>
  (quote.status === 'sent' || quote.status === 'viewed') && quote.validUntil < today;

/**
 * Expires every sent or viewed quote whose last valid day has passed in the shop's time zone, and gives its
 * request back to the shop to quote again (state `new`), in one transaction. With `quoteId`, only that quote:
 * each move of a quote calls this first, so that nobody acts on a quote the expiry job has not reached yet.
 * Returns how many expired.
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
