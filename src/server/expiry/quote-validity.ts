import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { shopToday } from '@/shared/slots';
import type { Database } from '../db/client';
import { quoteRequests, quotes } from '../db/schema';
import { onlyThe, sweep } from './sweep';

/**
 * Whether a sent quote's last valid day has passed in the shop's time zone: a read shows it as expired (and its
 * request as new) at once, before the expiry job (deadlines.ts) writes it so.
 */
export const validityRanOut = (quote: { status: string; validUntil: string }, today: string): boolean =>
  (quote.status === 'sent' || quote.status === 'viewed') && quote.validUntil < today;

/** A quote as a read shows it today: one whose validity ran out reads as expired. */
export const quoteAsOf = <Quote extends { status: string; validUntil: string }>(quote: Quote, today: string): Quote =>
  validityRanOut(quote, today) ? ({ ...quote, status: 'expired' } as Quote) : quote;

/**
 * A request's state as a read shows it today, in SQL (for lists filtered by state): one quoted whose quote ran out
 * is the shop's to quote again, `new`, before the expiry job writes it so.
 */
export const requestStateAsOf = (today: string) =>
  sql<string>`case when ${quoteRequests.state} = 'quoted' and exists (select 1 from ${quotes}
    where ${quotes.requestId} = ${quoteRequests.id} and ${quotes.status} in ('sent', 'viewed')
    and ${quotes.validUntil} < ${today}) then 'new' else ${quoteRequests.state} end`;

/**
 * Expires every sent or viewed quote whose last valid day has passed in the shop's time zone, and gives its
 * request back to the shop to quote again (state `new`), in one sweep. With `quoteId`, only that quote:
 * each move of a quote calls this first, so that nobody acts on a quote the expiry job has not reached yet.
 * Returns how many expired.
 */
export function expireQuotes(db: Database, timeZone: string, { quoteId }: { quoteId?: string } = {}): Promise<number> {
  const pastValidity = and(
    inArray(quotes.status, ['sent', 'viewed']),
    lt(quotes.validUntil, shopToday(timeZone)),
    onlyThe(quotes.id, quoteId),
  );
  return sweep(
    db,
    (tx) => tx.update(quotes).set({ status: 'expired' }).where(pastValidity).returning({ requestId: quotes.requestId }),
    (tx, expired) =>
      tx
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
        ),
  );
}
