import * as v from 'valibot';
import { invoiceStatuses, jobStatuses } from '../schemas/job';
import { quotePhotoAnswer, quotePhotoTypes, quoteRoomAnswer } from './quotes';
import { jobChangeAnswer, jobChangeSummaryAnswer } from './job-changes';

/*
 * Painting jobs as the API answers them. One job has three views, told apart by `view`: the admin's (with
 * the money), an assigned painter's (NO price anywhere: not the quote's, not the extras', not the invoice's)
 * and its customer's. Times are ISO 8601; days YYYY-MM-DD in the shop's time zone; money in dollars.
 */

/** A painter on a job, by name. */
export const jobPainterAnswer = v.strictObject({ _id: v.string(), name: v.string() });
export type JobPainter = v.InferOutput<typeof jobPainterAnswer>;

/** A tool to bring: one of the quote's catalogue lines, its quantity only. */
export const jobToolAnswer = v.strictObject({ productId: v.string(), name: v.string(), quantity: v.number() });
export type JobTool = v.InferOutput<typeof jobToolAnswer>;

/** One room of the job's checklist, in the order of `rooms` (`index` is the PATCH's `:index`). */
export const jobChecklistItemAnswer = v.strictObject({
  index: v.number(),
  /** The room's name, as the request gave it. */
  room: v.string(),
  done: v.boolean(),
  /** When and by whom it was last ticked done; null while not done. */
  doneAt: v.nullable(v.string()),
  doneBy: v.nullable(v.string()),
});
export type JobChecklistItem = v.InferOutput<typeof jobChecklistItemAnswer>;

/** A painter's time on a job: open (clocked in, `end` null) or closed. */
export const timeEntryAnswer = v.strictObject({
  _id: v.string(),
  painterId: v.string(),
  painterName: v.string(),
  start: v.string(),
  end: v.nullable(v.string()),
  note: v.string(),
  /** Whole minutes between start and end; null while open. */
  minutes: v.nullable(v.number()),
});
export type TimeEntry = v.InferOutput<typeof timeEntryAnswer>;

/** A progress photo a painter took on site, private like a quote's: read with the session at `url`. */
export const jobPhotoAnswer = v.strictObject({
  _id: v.string(),
  /** `/api/job-photos/{_id}`. */
  url: v.string(),
  contentType: v.picklist(quotePhotoTypes),
  size: v.number(),
  takenBy: v.string(),
  takenAt: v.string(),
});
export type JobPhoto = v.InferOutput<typeof jobPhotoAnswer>;

/** A painter's note for the shop. */
export const jobNoteAnswer = v.strictObject({ _id: v.string(), text: v.string(), by: v.string(), at: v.string() });
export type JobNote = v.InferOutput<typeof jobNoteAnswer>;

/** A tap of "On my way": at most one a day per job. */
export const jobDepartureAnswer = v.strictObject({ day: v.string(), at: v.string(), by: v.string() });
export type JobDeparture = v.InferOutput<typeof jobDepartureAnswer>;

/** The customer's sign-off, collected on the painter's phone. */
export const jobCompletionAnswer = v.strictObject({
  signedName: v.string(),
  /** The drawn signature as a PNG data URL; null in GET /api/jobs's lists, which leave the drawing to the job's page. */
  signature: v.nullable(v.string()),
  at: v.string(),
  collectedBy: v.string(),
});
export type JobCompletion = v.InferOutput<typeof jobCompletionAnswer>;

/** What every view of a job shows: the crew's sheet, no money. */
const jobSheetEntries = {
  _id: v.string(),
  quoteId: v.string(),
  status: v.picklist(jobStatuses),
  /** Sorted, each once. */
  days: v.array(v.string()),
  painters: v.array(jobPainterAnswer),
  customerName: v.string(),
  address: v.string(),
  /** The rooms with their surfaces, sizes and colours, from the customer's request. */
  rooms: v.array(quoteRoomAnswer),
  /** When the customer approved the colour schedule (the rooms' paint); after it, a colour changes by a change order. */
  coloursApprovedAt: v.nullable(v.string()),
  /** The customer's notes from the request. */
  notes: v.string(),
  /** The customer's photos from the request (`/api/quote-photos/:id`, readable by the job's painters too). */
  photos: v.array(quotePhotoAnswer),
  tools: v.array(jobToolAnswer),
  checklist: v.array(jobChecklistItemAnswer),
  timeEntries: v.array(timeEntryAnswer),
  progressPhotos: v.array(jobPhotoAnswer),
  departures: v.array(jobDepartureAnswer),
  completion: v.nullable(jobCompletionAnswer),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
};

/** An invoice in a job's answer: enough to link to it and say what is owed. */
export const invoiceSummaryAnswer = v.strictObject({
  _id: v.string(),
  /** Dollars. */
  total: v.number(),
  depositPaid: v.number(),
  balance: v.number(),
  writtenOff: v.number(),
  status: v.picklist(invoiceStatuses),
});
export type InvoiceSummary = v.InferOutput<typeof invoiceSummaryAnswer>;

/** An extra line the shop added during the job, in dollars (like a quote's line). */
export const jobExtraAnswer = v.strictObject({
  _id: v.string(),
  description: v.string(),
  quantity: v.number(),
  unit: v.string(),
  unitPrice: v.number(),
  total: v.number(),
  createdAt: v.string(),
});
export type JobExtra = v.InferOutput<typeof jobExtraAnswer>;

/** The job as an assigned painter sees it (GET /api/jobs/mine, /api/jobs/:id): never a price. */
export const painterJobAnswer = v.strictObject({
  ...jobSheetEntries,
  view: v.literal('painter'),
  shopNotes: v.array(jobNoteAnswer),
  changes: v.array(jobChangeSummaryAnswer),
});
export type PainterJob = v.InferOutput<typeof painterJobAnswer>;

/** The job as its customer sees it. */
export const customerJobAnswer = v.strictObject({
  ...jobSheetEntries,
  view: v.literal('customer'),
  invoice: v.nullable(invoiceSummaryAnswer),
  changes: v.array(jobChangeAnswer),
});
export type CustomerJob = v.InferOutput<typeof customerJobAnswer>;

/** The job as an admin sees it: the sheet, the painters' notes, and the money. */
export const adminJobAnswer = v.strictObject({
  ...jobSheetEntries,
  view: v.literal('admin'),
  customerEmail: v.string(),
  shopNotes: v.array(jobNoteAnswer),
  extras: v.array(jobExtraAnswer),
  /** Dollars: the accepted quote's total, the extras' total, and the deposit paid on the quote (0 when none). */
  quoteTotal: v.number(),
  extrasTotal: v.number(),
  depositPaid: v.number(),
  invoice: v.nullable(invoiceSummaryAnswer),
  changes: v.array(jobChangeAnswer),
});
export type AdminJob = v.InferOutput<typeof adminJobAnswer>;

/** GET /api/jobs/:id answers the view of the caller. */
export const jobAnswer = v.variant('view', [adminJobAnswer, painterJobAnswer, customerJobAnswer]);
export type Job = v.InferOutput<typeof jobAnswer>;

/** What a line of an invoice bills: one of the quote's lines, or an extra. */
export const invoiceLineKinds = ['quote', 'extra', 'change'] as const;

/** One line of an invoice: the quote's lines, then the extras. */
export const invoiceLineAnswer = v.strictObject({
  kind: v.picklist(invoiceLineKinds),
  description: v.string(),
  quantity: v.number(),
  unit: v.string(),
  unitPrice: v.number(),
  total: v.number(),
});
export type InvoiceLine = v.InferOutput<typeof invoiceLineAnswer>;

/** A job's final invoice (GET /api/invoices/:id): its customer and admins. */
export const invoiceAnswer = v.strictObject({
  _id: v.string(),
  /** INV-2026-00001, given as it was written; null on an invoice written before the shop numbered them. */
  number: v.nullable(v.string()),
  jobId: v.string(),
  quoteId: v.string(),
  customerName: v.string(),
  customerEmail: v.string(),
  address: v.string(),
  /** The job's days, as worked. */
  days: v.array(v.string()),
  lines: v.array(invoiceLineAnswer),
  /** Dollars: the lines together (the quote's and the extras). */
  subtotal: v.number(),
  /** Dollars: the sales tax, by the rule the quote was priced with (its state and rate; labour where taxed). */
  tax: v.number(),
  /** The state the tax is of, and its percent; null and 0 where none is charged. */
  taxState: v.nullable(v.string()),
  taxPercent: v.number(),
  /** Dollars: subtotal and tax. */
  total: v.number(),
  /** Dollars: the deposit paid on the quote. */
  depositPaid: v.number(),
  /** Dollars: total − depositPaid, what the card form charges. */
  balance: v.number(),
  /** Dollars: a balance under the smallest card payment, written off (the invoice paid with nothing taken); else 0. */
  writtenOff: v.number(),
  status: v.picklist(invoiceStatuses),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  /** The payment intent that paid the balance; null when open, or when nothing was left to pay. */
  transactionId: v.nullable(v.string()),
});
export type Invoice = v.InferOutput<typeof invoiceAnswer>;
