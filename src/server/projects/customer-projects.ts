import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CustomerJob } from '@/shared/answers/jobs';
import { maxProjectsListed, type Project, type ProjectQuote } from '@/shared/answers/projects';
import { centsToDollars } from '@/shared/money';
import { formatZoned } from '@/shared/slots';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { bookings, quoteRequests, quotes } from '../db/schema';
import { loadJobBundles } from '../painting-jobs/job-bundle';
import { toCustomerJob } from '../painting-jobs/job-dto';
import type { QuoteRow } from '../quotes/quote-dto';
import { toQuoteRequestDtos } from '../quotes/quote-request-dto';
import { ownedBy } from '../visits/visit-access';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toProjectQuote(quote: QuoteRow): ProjectQuote {
  return {
    _id: quote.id,
    status: quote.status,
    subtotal: centsToDollars(quote.subtotalCents),
    tax: centsToDollars(quote.taxCents),
    total: centsToDollars(quote.totalCents),
    depositPercent: quote.depositPercent,
    deposit: centsToDollars(quote.depositCents),
    validUntil: quote.validUntil,
    sentAt: iso(quote.sentAt),
    acceptedAt: iso(quote.acceptedAt),
    depositPaidAt: iso(quote.depositPaidAt),
  };
}

/** A painter is named to the customer by first name only, and the sign-off's drawing is left to the job's page. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
function toProjectJob(job: CustomerJob): CustomerJob {
  return {
    ...job,
    painters: job.painters.map((painter) => ({ ...painter, name: firstName(painter.name) })),
    checklist: job.checklist.map((item) => ({ ...item, doneBy: item.doneBy && firstName(item.doneBy) })),
    timeEntries: job.timeEntries.map((entry) => ({ ...entry, painterName: firstName(entry.painterName) })),
    progressPhotos: job.progressPhotos.map((photo) => ({ ...photo, takenBy: firstName(photo.takenBy) })),
    departures: job.departures.map((departure) => ({ ...departure, by: firstName(departure.by) })),
    completion: job.completion && {
      ...job.completion,
      signature: null,
      collectedBy: firstName(job.completion.collectedBy),
    },
  };
}

/**
 * The customer's painting work, newest first (at most `maxProjectsListed`): each request with the latest quote
 * the shop sent for it, the job made of that quote, the job's invoice, and the visit the request follows while
 * it is booked and the customer's. The same reads as the request's, the job's and the invoice's own pages.
 */
export async function customerProjects(db: Database, user: SessionUser, today: string, timeZone: string) {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, user.id))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(maxProjectsListed);
  // As a customer sees them whatever the caller's role: a draft is the shop's until sent.
  const requests = await toQuoteRequestDtos(db, rows, { ...user, role: null }, today);
  const quoteIds = requests.flatMap((request) => (request.quote ? [request.quote._id] : []));
  const quoteRows = quoteIds.length > 0 ? await db.select().from(quotes).where(inArray(quotes.id, quoteIds)) : [];
  const jobIds = requests.flatMap((request) => (request.quote?.jobId ? [request.quote.jobId] : []));
  const bundles = jobIds.length > 0 ? await loadJobBundles(db, jobIds) : [];
  const visitIds = rows.flatMap((row) => (row.visitId ? [row.visitId] : []));
  const visits =
    visitIds.length > 0
      ? await db
          .select({ id: bookings.id, startsAt: bookings.startsAt })
          .from(bookings)
          .where(and(inArray(bookings.id, visitIds), ownedBy(user)))
      : [];
  const quoteOf = new Map(quoteRows.map((quote) => [quote.id, quote]));
  const jobOf = new Map(bundles.map((bundle) => [bundle.job.id, toProjectJob(toCustomerJob(bundle))]));
  const visitOf = new Map(visits.map((visit) => [visit.id, visit]));
  return requests.map((request): Project => {
    const quote = request.quote && quoteOf.get(request.quote._id);
    const job = request.quote?.jobId ? jobOf.get(request.quote.jobId) : undefined;
    const visit = request.visitId ? visitOf.get(request.visitId) : undefined;
    return {
      request,
      ...(quote && { quote: { ...toProjectQuote(quote), status: request.quote!.status } }),
      ...(job && { job }),
      ...(job?.invoice && { invoice: job.invoice }),
      ...(visit && { visit: { _id: visit.id, start: formatZoned(visit.startsAt.getTime(), timeZone) } }),
    };
  });
}
