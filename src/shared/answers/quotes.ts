import * as v from 'valibot';
import { paintSheens, paintSurfaces, quoteRequestStates, quoteStatuses } from '../schemas/quote';

/** The types of photo the shop keeps, by the photo's own bytes. */
export const quotePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A photo of a quote request, once the shop has it: read back only by its owner and admins. */
export const quotePhotoAnswer = v.strictObject({
  _id: v.string(),
  /** `/api/quote-photos/{_id}`: private, sent with the reader's session. */
  url: v.string(),
  contentType: v.picklist(quotePhotoTypes),
  /** Bytes as stored. */
  size: v.number(),
});
export type QuotePhoto = v.InferOutput<typeof quotePhotoAnswer>;

/** A room or area of a request, as the customer described it (`QuoteRoom`). */
export const quoteRoomAnswer = v.strictObject({
  name: v.string(),
  surfaces: v.array(v.picklist(paintSurfaces)),
  /** Rough size, as the customer says it: "about 12 m²", "4 x 5 m", "two-storey hall". */
  size: v.string(),
  colours: v.string(),
  /** Its paint on the colour schedule, once the shop set it. */
  paint: v.optional(
    v.strictObject({
      brand: v.optional(v.string()),
      colour: v.string(),
      code: v.optional(v.string()),
      sheen: v.optional(v.picklist(paintSheens)),
    }),
  ),
});

/**
 * A request's latest quote, once the shop has begun one (a draft is the admin's until sent: customers see null), and
 * the painting job made of it once the shop scheduled one.
 */
export const quoteRequestQuoteAnswer = v.strictObject({
  _id: v.string(),
  status: v.picklist(quoteStatuses),
  total: v.number(),
  jobId: v.nullable(v.string()),
});

/** A customer's request for a painting quote (GET /api/quote-requests/mine, GET /api/quote-requests). */
export const quoteRequestAnswer = v.strictObject({
  _id: v.string(),
  customerName: v.string(),
  customerEmail: v.string(),
  address: v.string(),
  /** The site's state and zip as typed; '' on requests from before they were asked. */
  siteState: v.string(),
  siteZip: v.string(),
  rooms: v.array(quoteRoomAnswer),
  notes: v.string(),
  photos: v.array(quotePhotoAnswer),
  /** The booked visit it follows, if the customer came from one. */
  visitId: v.nullable(v.string()),
  /** Where a quote request stands: new until a quote is sent, then as its latest quote. */
  state: v.picklist(quoteRequestStates),
  /**
   * Its latest quote, once the shop has begun one (a draft is the admin's until sent: customers see null), and
   * the painting job made of it once the shop scheduled one.
   */
  quote: v.nullable(quoteRequestQuoteAnswer),
  /** ISO 8601. */
  createdAt: v.string(),
});
export type QuoteRequest = v.InferOutput<typeof quoteRequestAnswer>;

/** One line of a quote, in dollars at the edge. */
export const quoteLineAnswer = v.strictObject({
  description: v.string(),
  quantity: v.number(),
  unit: v.string(),
  /** Dollars. */
  unitPrice: v.number(),
  /** Dollars: quantity times unit price, to the cent. */
  total: v.number(),
  productId: v.nullable(v.string()),
  /** A line the customer may add or leave out when accepting (only among the quote's own lines). */
  optional: v.boolean(),
});
export type QuoteLine = v.InferOutput<typeof quoteLineAnswer>;

/** One option of a quote, with what it comes to chosen without optional lines (dollars, tax and deposit included). */
export const quoteOptionAnswer = v.strictObject({
  name: v.string(),
  lines: v.array(quoteLineAnswer),
  subtotal: v.number(),
  tax: v.number(),
  total: v.number(),
  deposit: v.number(),
});
export type QuoteOption = v.InferOutput<typeof quoteOptionAnswer>;

/**
 * The acceptance: the typed name, the drawn signature (PNG data URL), the address it came from, and the SHA-256
 * (hex) of the quote's content as accepted.
 */
export const quoteAcceptanceAnswer = v.strictObject({
  signedName: v.string(),
  signature: v.string(),
  ip: v.string(),
  contentHash: v.string(),
  at: v.string(),
});

/** A priced quote (GET /api/quotes/:id): for its customer once sent, and for admins. */
export const quoteAnswer = v.strictObject({
  _id: v.string(),
  requestId: v.string(),
  customerName: v.string(),
  customerEmail: v.string(),
  address: v.string(),
  /** The request's rooms with the colour schedule the shop set on the quote (each room's `paint`). */
  rooms: v.array(quoteRoomAnswer),
  /** The quote's own lines: what every option includes, and the optional ones. */
  lines: v.array(quoteLineAnswer),
  /** The options to choose one of when accepting: none, or two or three. */
  options: v.array(quoteOptionAnswer),
  /** Once accepted, what was chosen: the option's name (null without options) and the optional lines' indexes. */
  chosenOption: v.nullable(v.string()),
  chosenOptionalLines: v.nullable(v.array(v.number())),
  notes: v.string(),
  /**
   * Dollars: the chosen lines' totals together. Until accepted, those of the first option without optional lines;
   * so are the tax, the total and the deposit.
   */
  subtotal: v.number(),
  /** Dollars: the sales tax of the site's state as it was when the quote was priced (tools, and labour where taxed). */
  tax: v.number(),
  /** The state the tax is of, and its percent; null and 0 where none is charged. */
  taxState: v.nullable(v.string()),
  taxPercent: v.number(),
  /** Whether labour is taxed where the work is (tools always are, where the state has a rate). */
  taxPainting: v.boolean(),
  /** Dollars: subtotal and tax. */
  total: v.number(),
  depositPercent: v.number(),
  /** Dollars: what accepting asks to pay now (total with tax × percent, to the cent). */
  deposit: v.number(),
  /** YYYY-MM-DD: the last day it may be accepted, in the shop's time zone. */
  validUntil: v.string(),
  /**
   * draft (the admin's, not yet sent) → sent → viewed (its customer opened it) → accepted → deposit_paid; or
   * declined; or expired once `validUntil` passed while sent or viewed; or cancelled by the shop once
   * accepted (its deposit, if paid, refunded).
   */
  status: v.picklist(quoteStatuses),
  /** Raised by every save of the draft: a change or a send names the version it was made on. */
  version: v.number(),
  /** ISO 8601 times of its moves, null until made. */
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  viewedAt: v.nullable(v.string()),
  acceptedAt: v.nullable(v.string()),
  declinedAt: v.nullable(v.string()),
  depositPaidAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  declineReason: v.nullable(v.string()),
  /** The acceptance: the typed name, the drawn signature (PNG data URL), the address it came from, and the SHA-256 (hex) of the quote's content as accepted. */
  acceptance: v.nullable(quoteAcceptanceAnswer),
  transactionId: v.nullable(v.string()),
});
export type Quote = v.InferOutput<typeof quoteAnswer>;
