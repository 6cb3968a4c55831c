import type { QuotePhoto } from './quote-api-types';
import type { InvoiceStatus, JobStatus } from './schemas/job';
import type { QuoteRoom } from './schemas/quote';

export type { InvoiceStatus, JobStatus };

/*
 * Painting jobs as the API answers them. One job has three views, told apart by `view`: the admin's (with
 * the money), an assigned painter's (NO price anywhere: not the quote's, not the extras', not the invoice's)
 * and its customer's. Times are ISO 8601; days YYYY-MM-DD in the shop's time zone; money in dollars.
 */

/** A painter on a job, by name. */
export type JobPainter = { _id: string; name: string };

/** A tool to bring: one of the quote's catalogue lines, its quantity only. */
export type JobTool = { productId: string; name: string; quantity: number };

/** One room of the job's checklist, in the order of `rooms` (`index` is the PATCH's `:index`). */
export type JobChecklistItem = {
  index: number;
  /** The room's name, as the request gave it. */
  room: string;
  done: boolean;
  /** When and by whom it was last ticked done; null while not done. */
  doneAt: string | null;
  doneBy: string | null;
};

/** A painter's time on a job: open (clocked in, `end` null) or closed. */
export type TimeEntry = {
  _id: string;
  painterId: string;
  painterName: string;
  start: string;
  end: string | null;
  note: string;
  /** Whole minutes between start and end; null while open. */
  minutes: number | null;
};

/** A progress photo a painter took on site, private like a quote's: read with the session at `url`. */
export type JobPhoto = {
  _id: string;
  /** `/api/job-photos/{_id}`. */
  url: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
  takenBy: string;
  takenAt: string;
};

/** A painter's note for the shop. */
export type JobNote = { _id: string; text: string; by: string; at: string };

/** A tap of "On my way": at most one a day per job. */
export type JobDeparture = { day: string; at: string; by: string };

/** The customer's sign-off, collected on the painter's phone. */
export type JobCompletion = {
  signedName: string;
  /** The drawn signature as a PNG data URL; null in GET /api/jobs's lists, which leave the drawing to the job's page. */
  signature: string | null;
  at: string;
  collectedBy: string;
};

/** What every view of a job shows: the crew's sheet, no money. */
type JobSheet = {
  _id: string;
  quoteId: string;
  status: JobStatus;
  /** Sorted, each once. */
  days: string[];
  painters: JobPainter[];
  customerName: string;
  address: string;
  /** The rooms with their surfaces, sizes and colours, from the customer's request. */
  rooms: QuoteRoom[];
  /** The customer's notes from the request. */
  notes: string;
  /** The customer's photos from the request (`/api/quote-photos/:id`, readable by the job's painters too). */
  photos: QuotePhoto[];
  tools: JobTool[];
  checklist: JobChecklistItem[];
  timeEntries: TimeEntry[];
  progressPhotos: JobPhoto[];
  departures: JobDeparture[];
  completion: JobCompletion | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
};

/** An invoice in a job's answer: enough to link to it and say what is owed. */
export type InvoiceSummary = {
  _id: string;
  /** Dollars. */
  total: number;
  depositPaid: number;
  balance: number;
  writtenOff: number;
  status: InvoiceStatus;
};

/** An extra line the shop added during the job, in dollars (like a quote's line). */
export type JobExtra = {
  _id: string;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  total: number;
  createdAt: string;
};

/** The job as an assigned painter sees it (GET /api/jobs/mine, /api/jobs/:id): never a price. */
export type PainterJob = JobSheet & { view: 'painter'; shopNotes: JobNote[] };

/** The job as its customer sees it. */
export type CustomerJob = JobSheet & { view: 'customer'; invoice: InvoiceSummary | null };

/** The job as an admin sees it: the sheet, the painters' notes, and the money. */
export type AdminJob = JobSheet & {
  view: 'admin';
  customerEmail: string;
  shopNotes: JobNote[];
  extras: JobExtra[];
  /** Dollars: the accepted quote's total, the extras' total, and the deposit paid on the quote (0 when none). */
  quoteTotal: number;
  extrasTotal: number;
  depositPaid: number;
  invoice: InvoiceSummary | null;
};

/** GET /api/jobs/:id answers the view of the caller. */
export type Job = AdminJob | PainterJob | CustomerJob;

/** One line of an invoice: the quote's lines, then the extras. */
export type InvoiceLine = {
  kind: 'quote' | 'extra';
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  total: number;
};

/** A job's final invoice (GET /api/invoices/:id): its customer and admins. */
export type Invoice = {
  _id: string;
  jobId: string;
  quoteId: string;
  customerName: string;
  customerEmail: string;
  address: string;
  /** The job's days, as worked. */
  days: string[];
  lines: InvoiceLine[];
  /** Dollars: the lines together (the quote's total and the extras). */
  total: number;
  /** Dollars: the deposit paid on the quote. */
  depositPaid: number;
  /** Dollars: total − depositPaid, what the card form charges. */
  balance: number;
  /** Dollars: a balance under the smallest card payment, written off (the invoice paid with nothing taken); else 0. */
  writtenOff: number;
  status: InvoiceStatus;
  createdAt: string;
  paidAt: string | null;
  /** The payment intent that paid the balance; null when open, or when nothing was left to pay. */
  transactionId: string | null;
};
