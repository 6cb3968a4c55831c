import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { shopToday } from '@/shared/slots';
import { expireQuotes, quoteAsOf } from '../expiry/quote-validity';
import { loadQuote, type QuoteRecord } from './quote-dto';

/** Whose quote it is: the customer who asked for it in their request. */
export const isQuotesCustomer = (record: QuoteRecord, user: SessionUser) => record.request.userId === user.id;

/**
 * The quote as the caller may see it, read as expired once its last day has passed (reads never write: the
 * expiry job does): an admin sees any; its customer sees it once sent (a draft is the shop's until then). Anyone
 * else hears it is missing, so ids cannot be probed.
 */
export async function visibleQuote(
  db: Database,
  timeZone: string,
  quoteId: string,
  user: SessionUser,
): Promise<QuoteRecord> {
  const stored = await loadQuote(db, quoteId);
  if (!stored) throw notFound('Quote');
  const record = { ...stored, quote: quoteAsOf(stored.quote, shopToday(timeZone)) };
  if (user.role === 'admin') return record;
  if (!isQuotesCustomer(record, user) || record.quote.status === 'draft') throw notFound('Quote');
  return record;
}

/**
 * The quote for a move only its customer makes (accept, decline, pay), expired first if its last day has passed:
 * an admin may see it but not act for them.
 */
export async function customersQuote(
  db: Database,
  timeZone: string,
  quoteId: string,
  user: SessionUser,
  action: string,
): Promise<QuoteRecord> {
  await expireQuotes(db, timeZone, { quoteId });
  const record = await visibleQuote(db, timeZone, quoteId, user);
  if (!isQuotesCustomer(record, user))
    throw new ApiError(403, 'forbidden', `Only the customer who asked for this quote can ${action} it.`);
  return record;
}
