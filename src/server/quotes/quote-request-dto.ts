import { desc, eq, inArray } from 'drizzle-orm';
import type { QuotePhoto, QuoteRequest } from '@/shared/answers/quotes';
import { centsToDollars } from '@/shared/money';
import type { SessionUser } from '../auth/middleware';
import type { Database, Transaction } from '../db/client';
import { jobs, quotePhotos, type quoteRequests, quotes, users } from '../db/schema';
import { validityRanOut } from '../expiry/quote-validity';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
type PhotoRow = Pick<typeof quotePhotos.$inferSelect, 'id' | 'contentType' | 'size'>;

export const quotePhotoUrl = (id: string) => `/api/quote-photos/${id}`;

export function toQuotePhotoDto(photo: PhotoRow): QuotePhoto {
  return {
    _id: photo.id,
    url: quotePhotoUrl(photo.id),
    contentType: photo.contentType as QuotePhoto['contentType'],
    size: photo.size,
  };
}

type LatestQuoteRow = {
  requestId: string;
  id: string;
  status: string;
  validUntil: string;
  totalCents: number;
  jobId: string | null;
};

/**
 * Each request's latest quote `viewer` may see (a draft is the shop's until it is sent), read as expired once its
 * last day before `today` has passed.
 */
function latestQuotes(rows: LatestQuoteRow[], admin: boolean, today: string) {
  const latest = new Map<string, QuoteRequest['quote']>();
  // Newest first: the first seen of a request is its latest.
  for (const quote of rows) {
    if (latest.has(quote.requestId) || (!admin && quote.status === 'draft')) continue;
    latest.set(quote.requestId, {
      _id: quote.id,
      status: (validityRanOut(quote, today) ? 'expired' : quote.status) as NonNullable<QuoteRequest['quote']>['status'],
      total: centsToDollars(quote.totalCents),
      jobId: quote.jobId,
    });
  }
  return latest;
}

/**
 * Requests as answered to `viewer` on the shop's day `today`: each with its customer, its photos in the
 * customer's order and its latest quote (with its job, once scheduled), in three queries whatever the number of
 * requests. A request quoted whose quote ran out reads as `new`, the shop's to quote again, as the expiry job
 * will write it.
 */
export async function toQuoteRequestDtos(
  db: Database | Transaction,
  rows: QuoteRequestRow[],
  viewer: SessionUser,
  today: string,
): Promise<QuoteRequest[]> {
  if (rows.length === 0) return [];
  const requestIds = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  // One after the other: in a transaction the three share one connection, which takes one query at a time.
  const customers = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  const photos = await db
    .select({ id: quotePhotos.id, contentType: quotePhotos.contentType, size: quotePhotos.size })
    .from(quotePhotos)
    .where(inArray(quotePhotos.requestId, requestIds));
  const quoteRows = await db
    .select({
      requestId: quotes.requestId,
      id: quotes.id,
      status: quotes.status,
      validUntil: quotes.validUntil,
      totalCents: quotes.totalCents,
      jobId: jobs.id,
    })
    .from(quotes)
    .leftJoin(jobs, eq(jobs.quoteId, quotes.id))
    .where(inArray(quotes.requestId, requestIds))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const customerOf = new Map(customers.map((customer) => [customer.id, customer]));
  const photoOf = new Map(photos.map((photo) => [photo.id, photo]));
  const quoteOf = latestQuotes(quoteRows, viewer.role === 'admin', today);
  return rows.map((row) => ({
    _id: row.id,
    customerName: customerOf.get(row.userId)?.name ?? '',
    customerEmail: customerOf.get(row.userId)?.email ?? '',
    address: row.address,
    siteState: row.siteState,
    siteZip: row.siteZip,
    rooms: row.rooms,
    notes: row.notes,
    photos: row.photoIds.flatMap((id) => {
      const photo = photoOf.get(id);
      return photo ? [toQuotePhotoDto(photo)] : [];
    }),
    visitId: row.visitId,
    state: row.state === 'quoted' && quoteOf.get(row.id)?.status === 'expired' ? 'new' : row.state,
    quote: quoteOf.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One request as answered to `viewer` on the shop's day `today` (none for a request just made: it has no quote). */
export async function toQuoteRequestDto(
  db: Database | Transaction,
  row: QuoteRequestRow,
  viewer: SessionUser,
  today = '',
): Promise<QuoteRequest> {
  return (await toQuoteRequestDtos(db, [row], viewer, today))[0]!;
}
