import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { QuoteRequestState, QuoteStatus } from '@/shared/schemas/quote';
import { quoteRequests, quotes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { QuoteRecord, QuoteRow } from './quote-dto';
import type { Transaction } from '../db/client';

/** Why a quote in each status cannot make a move that needs another. */
export const standing: Record<QuoteStatus, string> = {
  draft: 'it is still a draft',
  sent: 'it was already sent',
  viewed: 'it was already sent',
  accepted: 'it was accepted, and an accepted quote never changes',
  deposit_paid: 'it was accepted and its deposit paid',
  declined: 'it was declined',
  expired: 'it expired (its last valid day has passed)',
  cancelled: 'it was cancelled by the shop',
};

/** What each move does to a quote, as the refusal says it. */
export type QuoteVerb = 'changed' | 'sent' | 'accepted' | 'declined' | 'paid' | 'cancelled';

/** The 409 of a move a quote's status does not allow, saying why. */
export const refusal = (status: QuoteStatus, verb: QuoteVerb) =>
  new ApiError(409, 'conflict', `This quote cannot be ${verb}: ${standing[status]}.`);

/**
 * Moves the quote from one of `from` to what `set` says, as one conditional update: of two moves at once
 * only one finds the status it needs, and the other is refused with why. Answers the quote's new row.
 */
export async function moveQuote(
  tx: Transaction,
  quoteId: string,
  from: readonly QuoteStatus[],
  set: PgUpdateSetSource<typeof quotes>,
  verb: QuoteVerb,
): Promise<QuoteRow> {
  const [moved] = await tx
    .update(quotes)
    .set(set)
    .where(and(eq(quotes.id, quoteId), inArray(quotes.status, [...from])))
    .returning();
  if (moved) return moved;
  const [current] = await tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
  if (!current) throw notFound('Quote');
  throw refusal(current.status, verb);
}

/**
 * Changes the draft `quoteId` as `set` says, only while it is the draft the admin saw (`version`), raising its
 * version; as one conditional update, so of two saves made on one version only one is kept. The other is
 * refused with 409: the quote was sent since (why, as for any move), or another save came first (which
 * version each is), for the admin to see both before choosing.
 */
export async function changeDraft(
  tx: Transaction,
  quoteId: string,
  version: number,
  set: PgUpdateSetSource<typeof quotes>,
  verb: 'changed' | 'sent',
): Promise<QuoteRow> {
  const [changed] = await tx
    .update(quotes)
    .set({ ...set, version: sql`${quotes.version} + 1` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft'), eq(quotes.version, version)))
    .returning();
  if (changed) return changed;
  const [current] = await tx
    .select({ status: quotes.status, version: quotes.version })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!current) throw notFound('Quote');
  if (current.status !== 'draft') throw refusal(current.status, verb);
  throw new ApiError(
    409,
    'conflict',
    `Another save came first: this draft is at version ${current.version}, and this was ${verb === 'sent' ? 'sent' : 'saved'} from version ${version}. Read it again to see both.`,
  );
}

/** The request follows its quote's moves (sent → quoted, accepted, declined, deposit paid, cancelled). */
export async function moveRequest(
  tx: Transaction,
  record: QuoteRecord,
  quote: QuoteRow,
  state: QuoteRequestState,
): Promise<QuoteRecord> {
  const [request] = await tx
    .update(quoteRequests)
    .set({ state })
    .where(eq(quoteRequests.id, record.request.id))
    .returning();
  return { ...record, quote, request: request ?? record.request };
}
