import type { QuoteRequestState, QuoteRoom, QuoteStatus } from './schemas/quote';

/** A photo of a quote request, once the shop has it: read back only by its owner and admins. */
export type QuotePhoto = {
  _id: string;
  /** `/api/quote-photos/{_id}`: private, sent with the reader's session. */
  url: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** Bytes as stored. */
  size: number;
};

/** Where a quote request stands: new until a quote is sent, then as its latest quote. */
export type { QuoteRequestState, QuoteStatus };

/** A customer's request for a painting quote (GET /api/quote-requests/mine, GET /api/quote-requests). */
export type QuoteRequest = {
  _id: string;
  customerName: string;
  customerEmail: string;
  address: string;
  rooms: QuoteRoom[];
  notes: string;
  photos: QuotePhoto[];
  /** The booked visit it follows, if the customer came from one. */
  visitId: string | null;
  state: QuoteRequestState;
  /** Its latest quote, once the shop has begun one (a draft is the admin's until sent: customers see null). */
  quote: { _id: string; status: QuoteStatus; total: number } | null;
  /** ISO 8601. */
  createdAt: string;
};

/** One line of a quote, in dollars at the edge. */
export type QuoteLine = {
  description: string;
  quantity: number;
  unit: string;
  /** Dollars. */
  unitPrice: number;
  /** Dollars: quantity times unit price, to the cent. */
  total: number;
  productId: string | null;
};

/** A priced quote (GET /api/quotes/:id): for its customer once sent, and for admins. */
export type Quote = {
  _id: string;
  requestId: string;
  customerName: string;
  customerEmail: string;
  address: string;
  lines: QuoteLine[];
  notes: string;
  /** Dollars: the lines' totals together. */
  total: number;
  depositPercent: number;
  /** Dollars: what accepting asks to pay now (total × percent, to the cent). */
  deposit: number;
  /** YYYY-MM-DD: the last day it may be accepted, in the shop's time zone. */
  validUntil: string;
  /**
   * draft (the admin's, not yet sent) → sent → viewed (its customer opened it) → accepted → deposit_paid; or
   * declined; or expired once `validUntil` passed while sent or viewed; or cancelled by the shop once
   * accepted (its deposit, if paid, refunded).
   */
  status: QuoteStatus;
  /** ISO 8601 times of its moves, null until made. */
  createdAt: string;
  sentAt: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  depositPaidAt: string | null;
  cancelledAt: string | null;
  declineReason: string | null;
  /** The acceptance: the typed name, the drawn signature (PNG data URL), the address it came from, and the SHA-256 (hex) of the quote's content as accepted. */
  acceptance: { signedName: string; signature: string; ip: string; contentHash: string; at: string } | null;
  transactionId: string | null;
};
