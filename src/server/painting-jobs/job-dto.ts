import type {
  AdminJob,
  CustomerJob,
  InvoiceSummary,
  Job,
  JobExtra,
  JobPhoto,
  PainterJob,
  TimeEntry,
} from '@/shared/answers/jobs';
import { centsToDollars } from '@/shared/money';
import { workTotals } from '@/shared/work-totals';
import type { jobExtras, jobTimeEntries } from '../db/schema';
import { toQuotePhotoDto } from '../quotes/quote-request-dto';
import type { InvoiceRow, JobBundle } from './job-bundle';
import { shownName } from '@/shared/person-name';
import { acceptedLines, scheduledRooms, taxRuleOf } from '../quotes/quote-dto';
import { approvedChangeLines, changeSummary, toJobChangeDto } from './change-dto';
import { siteAddress } from '@/shared/quote-labels';

/** Who reads a job, and so which of its views they get. */
export type JobViewer = 'admin' | 'painter' | 'customer';

const iso = (time: Date | null) => time?.toISOString() ?? null;

export const jobPhotoUrl = (id: string) => `/api/job-photos/${id}`;

type EntryRow = typeof jobTimeEntries.$inferSelect & { painterName: string };

export function toTimeEntryDto(entry: EntryRow): TimeEntry {
  return {
    _id: entry.id,
    painterId: entry.painterId,
    painterName: entry.painterName,
    start: entry.start.toISOString(),
    end: iso(entry.end),
    note: entry.note,
    minutes: entry.end ? Math.floor((entry.end.getTime() - entry.start.getTime()) / 60_000) : null,
  };
}

export function toJobPhotoDto(photo: {
  id: string;
  contentType: string;
  size: number;
  createdAt: Date;
  takenBy: string;
}): JobPhoto {
  return {
    _id: photo.id,
    url: jobPhotoUrl(photo.id),
    contentType: photo.contentType as JobPhoto['contentType'],
    size: photo.size,
    takenBy: photo.takenBy,
    takenAt: photo.createdAt.toISOString(),
  };
}

export function toJobExtraDto(extra: typeof jobExtras.$inferSelect): JobExtra {
  return {
    _id: extra.id,
    description: extra.description,
    quantity: extra.quantityHundredths / 100,
    unit: extra.unit,
    unitPrice: centsToDollars(extra.unitPriceCents),
    total: centsToDollars(extra.totalCents),
    createdAt: extra.createdAt.toISOString(),
  };
}

const toInvoiceSummary = (invoice: InvoiceRow | null): InvoiceSummary | null =>
  invoice && {
    _id: invoice.id,
    total: centsToDollars(invoice.totalCents),
    depositPaid: centsToDollars(invoice.depositPaidCents),
    balance: centsToDollars(invoice.balanceCents),
    writtenOff: centsToDollars(invoice.writtenOffCents),
    status: invoice.status,
  };

/** The tools to bring: the quote's catalogue lines, by the catalogue's name, with their quantities only. */
function toolsOf(bundle: JobBundle) {
  return acceptedLines(bundle.quote).flatMap((line) =>
    line.productId === null
      ? []
      : [
          {
            productId: line.productId,
            name: bundle.toolName(line.productId) ?? line.description,
            quantity: line.quantityHundredths / 100,
          },
        ],
  );
}

/** What every view shows: the crew's sheet. Nothing in it is money. */
function jobSheet(bundle: JobBundle) {
  const { job, request } = bundle;
  const checkOf = new Map(bundle.checks.map((check) => [check.roomIndex, check]));
  return {
    _id: job.id,
    quoteId: job.quoteId,
    status: job.status,
    days: bundle.days,
    painters: bundle.painters.map(({ id, name }) => ({ _id: id, name })),
    customerName: shownName(bundle.customer.name, 'customer'),
    address: siteAddress(request),
    rooms: scheduledRooms(request.rooms, bundle.quote.roomPaints),
    coloursApprovedAt: iso(job.coloursApprovedAt),
    notes: request.notes,
    photos: bundle.requestPhotos.map(toQuotePhotoDto),
    tools: toolsOf(bundle),
    checklist: request.rooms.map((room, index) => {
      const check = checkOf.get(index);
      return {
        index,
        room: room.name,
        done: check !== undefined,
        doneAt: iso(check?.doneAt ?? null),
        doneBy: check?.doneByName ?? null,
      };
    }),
    timeEntries: bundle.timeEntries.map(toTimeEntryDto),
    progressPhotos: bundle.progressPhotos.map(toJobPhotoDto),
    departures: bundle.departures.map(({ day, at, by }) => ({ day, at: at.toISOString(), by })),
    completion:
      job.completedAt && job.signaturePng
        ? {
            signedName: job.signedName ?? '',
            signature: `data:image/png;base64,${Buffer.from(job.signaturePng).toString('base64')}`,
            at: job.completedAt.toISOString(),
            collectedBy: bundle.painters.find(({ id }) => id === job.completedBy)?.name ?? '',
          }
        : null,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    completedAt: iso(job.completedAt),
  };
}

const shopNotes = (bundle: JobBundle) =>
  bundle.notes.map((note) => ({ _id: note.id, text: note.text, by: note.by, at: note.createdAt.toISOString() }));

/** The deposit the quote's customer paid, in cents: none unless it was recorded paid. */
export const depositPaidCents = (bundle: Pick<JobBundle, 'quote'>) =>
  bundle.quote.status === 'deposit_paid' ? bundle.quote.depositCents : 0;

export const extrasTotalCents = (bundle: Pick<JobBundle, 'extras'>) =>
  bundle.extras.reduce((sum, extra) => sum + extra.totalCents, 0);

/**
 * What the job's invoice comes to, in cents, with `more` extras besides its own: the quote's lines, the approved
 * changes' and the extras (work, taxed as labour), taxed by the rule the quote was priced with.
 */
export function jobTotals(
  { quote, extras, changes }: Pick<JobBundle, 'quote' | 'extras' | 'changes'>,
  more: { totalCents: number }[] = [],
) {
  const rule = taxRuleOf(quote);
  const work = [...extras, ...more].map(({ totalCents }) => ({ totalCents, productId: null }));
  return { ...workTotals([...acceptedLines(quote), ...approvedChangeLines({ changes }), ...work], rule), rule };
}

export function toPainterJob(bundle: JobBundle): PainterJob {
  return {
    ...jobSheet(bundle),
    view: 'painter',
    shopNotes: shopNotes(bundle),
    changes: bundle.changes.map(changeSummary),
  };
}

export function toCustomerJob(bundle: JobBundle): CustomerJob {
  return {
    ...jobSheet(bundle),
    view: 'customer',
    invoice: toInvoiceSummary(bundle.invoice),
    changes: bundle.changes.map(toJobChangeDto),
  };
}

export function toAdminJob(bundle: JobBundle): AdminJob {
  return {
    ...jobSheet(bundle),
    view: 'admin',
    customerEmail: bundle.customer.email,
    shopNotes: shopNotes(bundle),
    extras: bundle.extras.map(toJobExtraDto),
    quoteTotal: centsToDollars(bundle.quote.totalCents),
    extrasTotal: centsToDollars(extrasTotalCents(bundle)),
    depositPaid: centsToDollars(depositPaidCents(bundle)),
    invoice: toInvoiceSummary(bundle.invoice),
    changes: bundle.changes.map(toJobChangeDto),
  };
}

/** The job in the admin's lists: as their view, without the sign-off's drawing (up to 200 KB a job). */
export function toListedJob(bundle: JobBundle): AdminJob {
  const job = toAdminJob(bundle);
  return job.completion ? { ...job, completion: { ...job.completion, signature: null } } : job;
}

/** The job in the view of `viewer`. */
export function toJobDto(bundle: JobBundle, viewer: JobViewer): Job {
  if (viewer === 'admin') return toAdminJob(bundle);
  return viewer === 'painter' ? toPainterJob(bundle) : toCustomerJob(bundle);
}
