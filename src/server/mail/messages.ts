import type { MailChange, MailInvoice, MailJob } from './job-messages';

export type { MailInvoice, MailJob };

/**
 * Every message the shop sends: its kind, the data its template is rendered from, and its subject. A
 * message is written as a row of `emails` (src/server/db/mail-schema.ts) in the transaction of the event
 * that causes it and rendered by its template (src/server/mail/templates) when it is sent. Amounts are in
 * cents, times in ISO 8601, links as paths of the shop (made absolute from PUBLIC_URL when rendered).
 */

export type MailOrderLine = { productName: string; quantity: number; unitPriceCents: number; totalCents: number };

export type MailOrder = {
  orderId: string;
  customerName: string;
  lines: MailOrderLine[];
  subtotalCents: number;
  taxCents: number;
  /** The state whose tax it paid, null where none was charged; at `taxPercent`. */
  taxState: string | null;
  taxPercent: number;
  deliveryCents: number;
  /** Collected at the shop rather than delivered. */
  pickup: boolean;
  totalCents: number;
  /** Its receipt's number once paid (R-2026-00001); null before, or when paid before numbers. */
  receipt: string | null;
  address: string;
  state: string;
  zip: string;
};

export type MailVisit = {
  visitId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  /** ISO 8601 with the shop's offset. */
  start: string;
  /** The shop's IANA time zone, in which the visit is told. */
  timeZone: string;
};

/** A customer's request for a painting quote, as the shop's notice tells it. */
export type MailQuoteRequest = {
  requestId: string;
  customerName: string;
  customerEmail: string;
  address: string;
  rooms: { name: string; surfaces: string[]; size: string; colours: string }[];
  notes: string;
  photoCount: number;
};

/** A priced quote as its messages tell it; `validUntil` is the last day it may be accepted (YYYY-MM-DD). */
export type MailQuote = {
  quoteId: string;
  customerName: string;
  address: string;
  totalCents: number;
  /** The tax in the total, and its state and rate; absent in mail written before quotes were taxed. */
  taxCents?: number;
  taxState?: string | null;
  taxPercent?: number;
  depositPercent: number;
  depositCents: number;
  validUntil: string;
  /** The options to choose one of, when it offers them: the total and deposit above are the first's. */
  optionNames?: string[];
};

/** What each kind of message carries; `to` is the customer, or SHOP_EMAIL for the shop's own notices. */
export type MailData = {
  /** The receipt: the order was paid. */
  'order-paid': MailOrder & { transactionId: string };
  'order-shipped': MailOrder & { carrier: string | null; trackingNumber: string | null };
  /** A refund of it, whole or a part, with its credit note's number (null on refunds made before numbers). */
  'order-refunded': MailOrder & { refundedCents: number; creditNote: string | null; whole: boolean };
  /** Its hold ran out unpaid; the message offers to order again. */
  'order-expired': MailOrder;
  /** Cancelled by its customer or by the shop; a paid order's payment refunded with it. */
  'order-cancelled': MailOrder & { byShop: boolean; refundedCents: number | null };
  /** The visit's confirmation, with its .ics attached and its manage link (`/visits/:id?key=…`). */
  'visit-booked': MailVisit & { managePath: string };
  /** The day before the visit. */
  'visit-reminder': MailVisit & { managePath: string };
  /** The visitor moved the visit through its manage link: the new time, and the one it had. */
  'visit-moved': MailVisit & { managePath: string; previousStart: string };
  /** The shop cancelled the visit. */
  'visit-cancelled': MailVisit;
  /** To SHOP_EMAIL, Reply-To the sender. */
  'shop-contact-message': { name: string; email: string; subject: string; message: string };
  /** To SHOP_EMAIL. */
  'shop-new-visit': MailVisit;
  /** To SHOP_EMAIL: a visitor moved their visit. */
  'shop-visit-moved': MailVisit & { previousStart: string };
  /** An admin's answer to a contact message; what the form said is not quoted (anyone may type any address). */
  'message-reply': { name: string; subject: string; reply: string };
  /** To SHOP_EMAIL, Reply-To the customer, with the link to the request in the dashboard. */
  'quote-requested': MailQuoteRequest;
  /** The shop sent a quote: its link is `/dashboard/quotes/:id`. */
  'quote-sent': MailQuote;
  /** Two days before a quote the customer has not answered runs out; not sent once it is answered. */
  'quote-expiring': MailQuote;
  /** The receipt of a quote's deposit. */
  'quote-deposit-paid': MailQuote & { transactionId: string };
  /** To SHOP_EMAIL: a customer signed a quote. */
  'quote-accepted': MailQuote & { customerEmail: string; signedName: string };
  /** The shop cancelled an accepted quote; its deposit, when paid, refunded. */
  'quote-cancelled': MailQuote & { refundedCents: number | null };
  /** The shop scheduled the painting: its days and painters. */
  'job-scheduled': MailJob;
  /** The shop moved the painting's days. */
  'job-moved': MailJob;
  /** To a painter put on a job (scheduled, or moved onto it), with the link to `/dashboard/jobs/:id`. */
  'painter-job-assigned': MailJob & { painterName: string };
  /** To a painter still on a job whose days moved. */
  'painter-job-moved': MailJob & { painterName: string };
  /** To a painter taken off a job. */
  'painter-job-unassigned': MailJob & { painterName: string };
  /** The day before a job's first day (`day`): to its customer, and to each painter on it. */
  'job-reminder': MailJob & { day: string };
  'painter-job-reminder': MailJob & { day: string; painterId: string; painterName: string };
  /** A painter tapped "On my way" (at most one a day per job). */
  'job-on-my-way': MailJob & { painterName: string };
  /** The shop priced a change proposed on site: the customer approves or declines it on their quote's page. */
  'change-priced': MailChange;
  /** The job is done and signed off: its invoice, with the link to `/dashboard/invoices/:id`. */
  'job-invoice': MailInvoice;
  /** An invoice still open `daysOpen` days after it was sent (3, then 10); not sent once it is paid. */
  'invoice-reminder': MailInvoice & { daysOpen: number };
  /** The receipt of the paid balance. */
  'job-invoice-paid': MailInvoice & { transactionId: string };
  /** After a job's sign-off: its link (`/reviews/new?key=…`) writes a verified review, once. */
  'review-request': { jobId: string; customerName: string; reviewPath: string };
};

export type MailKind = keyof MailData;

export type MailMessage = { [K in MailKind]: { kind: K; data: MailData[K] } }[MailKind];

export const mailKinds = [
  'order-paid',
  'order-shipped',
  'order-refunded',
  'order-expired',
  'order-cancelled',
  'visit-booked',
  'visit-reminder',
  'visit-moved',
  'visit-cancelled',
  'shop-contact-message',
  'shop-new-visit',
  'shop-visit-moved',
  'message-reply',
  'quote-requested',
  'quote-sent',
  'quote-expiring',
  'quote-deposit-paid',
  'quote-accepted',
  'quote-cancelled',
  'job-scheduled',
  'job-moved',
  'painter-job-assigned',
  'painter-job-moved',
  'painter-job-unassigned',
  'job-reminder',
  'painter-job-reminder',
  'job-on-my-way',
  'change-priced',
  'job-invoice',
  'invoice-reminder',
  'job-invoice-paid',
  'review-request',
] as const satisfies readonly MailKind[];
