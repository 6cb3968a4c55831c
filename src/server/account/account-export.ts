import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { shopToday } from '@/shared/slots';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import {
  bookings,
  contactMessages,
  invoices,
  jobPhotos,
  jobs,
  orders,
  pushSubscriptions,
  quotePhotos,
  quoteRequests,
  quotes,
  reviews,
  users,
} from '../db/schema';
import type { ZipEntry } from '../http/zip-stream';
import { preferencesOf } from '../mail/mail-preferences';
import { listOrders } from '../orders/order-reads';
import { loadInvoice, toInvoiceDto } from '../painting-jobs/invoice-dto';
import { loadJobBundles } from '../painting-jobs/job-bundle';
import { toCustomerJob } from '../painting-jobs/job-dto';
import { toQuoteDto } from '../quotes/quote-dto';
import { toQuoteRequestDtos } from '../quotes/quote-request-dto';
import { withReplies } from '../routes/messages';
import { toReviewDto } from '../routes/reviews';
import { toUserDto } from '../routes/user-profiles';
import { ownedBy, toVisitDto } from '../visits/visit-access';

const json = (name: string, value: unknown): ZipEntry => ({
  name,
  bytes: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'),
});

const extensionOf = (contentType: string) => (contentType === 'image/jpeg' ? 'jpg' : contentType.split('/')[1]);

/** The account as its person knows it: the profile, when it was made, the mail it receives and its devices. */
async function accountDocument(db: Database, user: SessionUser) {
  const devices = await db
    .select({ label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(desc(pushSubscriptions.createdAt));
  return {
    ...toUserDto(user),
    role: user.role ?? 'customer',
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    mailPreferences: await preferencesOf(db, user.email),
    devices: devices.map((device) => ({ label: device.label, createdAt: device.createdAt.toISOString() })),
  };
}

/** The customer's painting work, as each part's own page shows it to them. */
async function paintingWork(db: Database, user: SessionUser, timeZone: string) {
  const asCustomer = { ...user, role: null };
  const requestRows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, user.id))
    .orderBy(desc(quoteRequests.createdAt), asc(quoteRequests.id));
  const requests = await toQuoteRequestDtos(db, requestRows, asCustomer, shopToday(timeZone));
  // A draft is the shop's until it is sent.
  const quoteRows = await db
    .select({ quote: quotes, request: quoteRequests, customer: { id: users.id, name: users.name, email: users.email } })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .innerJoin(users, eq(users.id, quoteRequests.userId))
    .where(and(eq(quoteRequests.userId, user.id), ne(quotes.status, 'draft')))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  const quoteIds = quoteRows.map(({ quote }) => quote.id);
  const jobRows =
    quoteIds.length === 0
      ? []
      : await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.quoteId, quoteIds)).orderBy(asc(jobs.createdAt));
  const jobIds = jobRows.map(({ id }) => id);
  const invoiceIds =
    jobIds.length === 0
      ? []
      : await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.jobId, jobIds));
  const invoiceRecords = [];
  for (const { id } of invoiceIds) invoiceRecords.push(await loadInvoice(db, id));
  return {
    requests,
    quotes: quoteRows.map(toQuoteDto),
    jobs: (await loadJobBundles(db, jobIds)).map(toCustomerJob),
    invoices: invoiceRecords.flatMap((record) => (record ? [toInvoiceDto(record)] : [])),
    jobIds,
  };
}

/** What the person sent and booked: reviews, contact messages and visits (by email, once it is proved theirs). */
async function ownWords(db: Database, user: SessionUser, timeZone: string) {
  const reviewRows = await db.select().from(reviews).where(eq(reviews.userId, user.id)).orderBy(asc(reviews.createdAt));
  const messageRows = user.emailVerified
    ? await db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${user.email}`)
        .orderBy(asc(contactMessages.createdAt))
    : [];
  const visitRows = await db.select().from(bookings).where(ownedBy(user)).orderBy(asc(bookings.startsAt));
  return {
    reviews: reviewRows.map((row) => ({ ...toReviewDto(row), createdAt: row.createdAt.toISOString() })),
    messages: await withReplies(db, messageRows),
    visits: visitRows.map((row) => toVisitDto(row, timeZone)),
  };
}

/** One photo's type and bytes, read on its own: a deleted one (since the list was read) is passed over. */
async function photoOf(db: Database, folder: 'quote-photos' | 'job-photos', id: string) {
  const [photo] =
    folder === 'quote-photos'
      ? await db
          .select({ contentType: quotePhotos.contentType, bytes: quotePhotos.bytes })
          .from(quotePhotos)
          .where(eq(quotePhotos.id, id))
      : await db
          .select({ contentType: jobPhotos.contentType, bytes: jobPhotos.bytes })
          .from(jobPhotos)
          .where(eq(jobPhotos.id, id));
  return photo;
}

/** A zip without Zip64 holds at most 4 GiB: a download of more photos than this is refused before it starts. */
export const maxExportPhotoBytes = 3.5 * 1024 ** 3;

/** The bytes of the photos an export of `user` would carry: their quote requests' and their jobs' progress photos. */
export async function exportPhotoBytes(db: Database, user: SessionUser): Promise<number> {
  const result = (await db.execute(sql`
    select (select coalesce(sum(size), 0) from quote_photos where user_id = ${user.id})
      + (select coalesce(sum(p.size), 0) from job_photos p
          join jobs j on j.id = p.job_id join quotes q on q.id = j.quote_id
          join quote_requests r on r.id = q.request_id
         where r.user_id = ${user.id}) as bytes`)) as unknown as { rows: { bytes: string | number }[] };
  return Number(result.rows[0]?.bytes ?? 0);
}

/**
 * Everything the shop holds of `user`, as the entries of the zip GET /me/export sends: the account, orders, quote
 * requests, quotes, jobs, invoices, reviews, contact messages and visits as JSON, in the shapes the API answers
 * them to their customer (never a painter's email), then the photos of the person's quote requests and jobs. The
 * JSON is small and read first; each photo's bytes are read only when the zip is ready for them, one at a time.
 */
export async function* accountExport(db: Database, user: SessionUser, timeZone: string): AsyncGenerator<ZipEntry> {
  yield json('account.json', await accountDocument(db, user));
  yield json('orders.json', (await listOrders(db, eq(orders.userId, user.id), undefined)).orders);
  const work = await paintingWork(db, user, timeZone);
  yield json('quote-requests.json', work.requests);
  yield json('quotes.json', work.quotes);
  yield json('jobs.json', work.jobs);
  yield json('invoices.json', work.invoices);
  const words = await ownWords(db, user, timeZone);
  yield json('reviews.json', words.reviews);
  yield json('messages.json', words.messages);
  yield json('visits.json', words.visits);

  const photoIds = [
    ...(await db.select({ id: quotePhotos.id }).from(quotePhotos).where(eq(quotePhotos.userId, user.id))).map(
      ({ id }) => ({ folder: 'quote-photos' as const, id }),
    ),
    ...(work.jobIds.length === 0
      ? []
      : await db.select({ id: jobPhotos.id }).from(jobPhotos).where(inArray(jobPhotos.jobId, work.jobIds))
    ).map(({ id }) => ({ folder: 'job-photos' as const, id })),
  ];
  for (const { folder, id } of photoIds) {
    const photo = await photoOf(db, folder, id);
    if (photo) yield { name: `photos/${folder}/${id}.${extensionOf(photo.contentType)}`, bytes: photo.bytes };
  }
}
