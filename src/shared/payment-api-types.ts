import type { PaymentKind, PaymentStatus, PaymentType } from './schemas/payment';

export type { PaymentKind, PaymentStatus, PaymentType };

/** One movement of money in the shop's ledger (GET /api/payments), in dollars at the edge. */
export type Payment = {
  _id: string;
  kind: PaymentKind;
  type: PaymentType;
  /** Dollars, always positive: `type` says which way the money went. */
  amount: number;
  /** As the gateway writes it: `usd`. */
  currency: string;
  /** What it pays for: the field of its kind only. */
  orderId?: string;
  quoteId?: string;
  invoiceId?: string;
  /** The gateway's payment intent: the one charged, or the one whose charge a refund gave back. */
  intentId: string;
  status: PaymentStatus;
  /** ISO 8601. */
  at: string;
};

/** Money in, money back and what the shop kept: dollars. */
export type TakingsSum = { charges: number; refunds: number; net: number };

/**
 * The takings of a span of the shop's days (GET /api/takings): each day's sums (every day of the span, a day
 * without payments at 0), each kind's, and the whole span's. Refunds count once the gateway gave them back.
 */
export type Takings = {
  /** YYYY-MM-DD in `timeZone`, both included. */
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  days: (TakingsSum & { date: string })[];
  kinds: (TakingsSum & { kind: PaymentKind })[];
  total: TakingsSum;
  /** Refunds decided but not yet confirmed by the gateway (or refused by it): dollars still owed back. */
  refundsOwed: number;
};
