/**
 * A painting job as its messages tell it: never money, since its painters read these too. `days` are the
 * shop's calendar days (YYYY-MM-DD), `painters` and `rooms` by name.
 */
export type MailJob = {
  jobId: string;
  quoteId: string;
  customerName: string;
  address: string;
  days: string[];
  painters: string[];
  rooms: string[];
};

/** A change to a painting job, priced by the shop, as its customer's message tells it. */
export type MailChange = {
  changeId: string;
  jobId: string;
  quoteId: string;
  customerName: string;
  address: string;
  description: string;
  totalCents: number;
  taxCents: number;
};

/** A job's final invoice as its customer's messages tell it: its lines, what was paid before, the balance. */
export type MailInvoice = {
  invoiceId: string;
  jobId: string;
  customerName: string;
  address: string;
  lines: {
    description: string;
    quantityHundredths: number;
    unit: string;
    unitPriceCents: number;
    totalCents: number;
  }[];
  /** INV-2026-00001; absent in mail written before invoices were numbered. */
  number?: string | null;
  /** Absent in mail written before invoices were taxed, whose total was their subtotal. */
  subtotalCents?: number;
  taxCents?: number;
  taxState?: string | null;
  taxPercent?: number;
  totalCents: number;
  depositPaidCents: number;
  balanceCents: number;
  /** A balance under the smallest card payment, written off; absent in mail written before there was any. */
  writtenOffCents?: number;
};

/** What the customer still pays by card: the balance, unless it was written off. */
export const leftToPayCents = (invoice: MailInvoice) => invoice.balanceCents - (invoice.writtenOffCents ?? 0);
