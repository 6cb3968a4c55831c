import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client';
import {
  invoices,
  jobChanges,
  jobDays,
  jobDepartures,
  jobExtras,
  jobNotes,
  jobPainters,
  jobPhotos,
  jobRoomChecks,
  jobs,
  jobTimeEntries,
  quotePhotos,
  quoteRequests,
  quotes,
  tools,
  users,
} from '../db/schema';
import { shownName } from '@/shared/person-name';
import { acceptedLines } from '../quotes/quote-dto';

export type JobRow = typeof jobs.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
type Person = { id: string; name: string; email: string };

const named = { id: users.id, name: users.name, email: users.email };
/** Whose name a row of the crew's day shows: a painter's name, never their email (the customer sees it too). */
const nameOf = (person: { name: string } | null) => (person ? shownName(person.name, 'painter') : '');

/** The job's own row, its quote, the quote's request and customer: what every read of a job starts from. */
async function jobHeads(db: Database | Transaction, jobIds: string[]) {
  return db
    .select({ job: jobs, quote: quotes, request: quoteRequests, customer: named })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .innerJoin(users, eq(users.id, quoteRequests.userId))
    .where(inArray(jobs.id, jobIds));
}

/**
 * The jobs' rows of `table`, each with the user `by` names (null once that user is gone: the row stays), and
 * its job id.
 */
function jobRowsBy<T extends PgTable & { jobId: AnyPgColumn<{ data: string; notNull: true }> }>(
  db: Database | Transaction,
  table: T,
  by: AnyPgColumn,
  jobIds: string[],
) {
  return (
    db
      .select({ row: table, jobId: table.jobId, by: named })
      // Widened for drizzle, which cannot check a table it only knows as a type parameter.
      .from(table as PgTable)
      .leftJoin(users, eq(users.id, by))
      .where(inArray(table.jobId, jobIds))
  );
}

/** Each job's rows of `table`, by its job id, in the order read. */
function byJob<T extends { jobId: string }>(rows: T[]) {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.jobId, [...(grouped.get(row.jobId) ?? []), row]);
  return (jobId: string) => grouped.get(jobId) ?? [];
}

/**
 * Everything any view of these jobs shows, in a fixed number of queries whatever their number (one after the
 * other: in a transaction they share one connection). Answers them in the order of `jobIds`, without those
 * that do not exist.
 */
export async function loadJobBundles(db: Database | Transaction, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  const heads = await jobHeads(db, jobIds);
  const days = await db.select().from(jobDays).where(inArray(jobDays.jobId, jobIds)).orderBy(asc(jobDays.day));
  const painters = await db
    .select({ jobId: jobPainters.jobId, painter: named })
    .from(jobPainters)
    .innerJoin(users, eq(users.id, jobPainters.painterId))
    .where(inArray(jobPainters.jobId, jobIds))
    .orderBy(asc(users.name), asc(users.email));
  const entries = await db
    .select({ entry: jobTimeEntries, jobId: jobTimeEntries.jobId, painter: named })
    .from(jobTimeEntries)
    .innerJoin(users, eq(users.id, jobTimeEntries.painterId))
    .where(inArray(jobTimeEntries.jobId, jobIds))
    .orderBy(asc(jobTimeEntries.start));
  const checks = await jobRowsBy(db, jobRoomChecks, jobRoomChecks.doneBy, jobIds);
  const photos = await db
    .select({
      id: jobPhotos.id,
      jobId: jobPhotos.jobId,
      contentType: jobPhotos.contentType,
      size: jobPhotos.size,
      createdAt: jobPhotos.createdAt,
      by: named,
    })
    .from(jobPhotos)
    .leftJoin(users, eq(users.id, jobPhotos.painterId))
    .where(inArray(jobPhotos.jobId, jobIds))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
  const notes = await jobRowsBy(db, jobNotes, jobNotes.painterId, jobIds).orderBy(
    asc(jobNotes.createdAt),
    asc(jobNotes.id),
  );
  const departures = await jobRowsBy(db, jobDepartures, jobDepartures.painterId, jobIds).orderBy(
    asc(jobDepartures.day),
  );
  const changes = await jobRowsBy(db, jobChanges, jobChanges.proposedBy, jobIds).orderBy(
    asc(jobChanges.createdAt),
    asc(jobChanges.id),
  );
  const extras = await db
    .select()
    .from(jobExtras)
    .where(inArray(jobExtras.jobId, jobIds))
    .orderBy(asc(jobExtras.createdAt), asc(jobExtras.id));
  const invoiceRows = await db.select().from(invoices).where(inArray(invoices.jobId, jobIds));
  const requestPhotoIds = heads.flatMap(({ request }) => request.photoIds);
  const requestPhotos =
    requestPhotoIds.length === 0
      ? []
      : await db
          .select({ id: quotePhotos.id, contentType: quotePhotos.contentType, size: quotePhotos.size })
          .from(quotePhotos)
          .where(inArray(quotePhotos.id, requestPhotoIds));
  const productIds = [
    ...new Set(heads.flatMap(({ quote }) => acceptedLines(quote).flatMap((line) => line.productId ?? []))),
  ];
  const toolRows =
    productIds.length === 0
      ? []
      : await db.select({ id: tools.id, name: tools.name }).from(tools).where(inArray(tools.id, productIds));

  const daysOf = byJob(days);
  const paintersOf = byJob(painters);
  const entriesOf = byJob(entries);
  const checksOf = byJob(checks);
  const photosOf = byJob(photos);
  const notesOf = byJob(notes);
  const departuresOf = byJob(departures);
  const extrasOf = byJob(extras);
  const changesOf = byJob(changes);
  const invoiceOf = new Map(invoiceRows.map((invoice) => [invoice.jobId, invoice]));
  const requestPhotoOf = new Map(requestPhotos.map((photo) => [photo.id, photo]));
  const toolNameOf = new Map(toolRows.map((tool) => [tool.id, tool.name]));
  const headOf = new Map(heads.map((head) => [head.job.id, head]));

  return jobIds.flatMap((jobId) => {
    const head = headOf.get(jobId);
    if (!head) return [];
    return [
      {
        ...head,
        customer: head.customer as Person,
        days: daysOf(jobId).map(({ day }) => day),
        painters: paintersOf(jobId).map(({ painter }) => ({ id: painter.id, name: nameOf(painter) })),
        timeEntries: entriesOf(jobId).map(({ entry, painter }) => ({ ...entry, painterName: nameOf(painter) })),
        checks: checksOf(jobId).map(({ row, by }) => ({ ...row, doneByName: by ? nameOf(by) : null })),
        progressPhotos: photosOf(jobId).map(({ by, ...photo }) => ({ ...photo, takenBy: nameOf(by) })),
        notes: notesOf(jobId).map(({ row, by }) => ({ ...row, by: nameOf(by) })),
        departures: departuresOf(jobId).map(({ row, by }) => ({ ...row, by: nameOf(by) })),
        extras: extrasOf(jobId),
        changes: changesOf(jobId).map(({ row, by }) => ({ ...row, proposedByName: by ? nameOf(by) : '' })),
        invoice: invoiceOf.get(jobId) ?? null,
        requestPhotos: head.request.photoIds.flatMap((id) => requestPhotoOf.get(id) ?? []),
        toolName: (productId: string) => toolNameOf.get(productId),
      },
    ];
  });
}

export type JobBundle = Awaited<ReturnType<typeof loadJobBundles>>[number];

/** One job's bundle, or undefined when there is no such job. */
export async function loadJobBundle(db: Database | Transaction, jobId: string): Promise<JobBundle | undefined> {
  return (await loadJobBundles(db, [jobId]))[0];
}
