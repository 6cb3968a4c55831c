import * as v from 'valibot';
import { paymentKinds, paymentStatuses, paymentTypes } from '../schemas/payment';

/** One movement of money in the shop's ledger (GET /api/payments), in dollars at the edge. */
export const paymentAnswer = v.strictObject({
  _id: v.string(),
  /**
   * Its document's number: a charge's receipt R-2026-00001, a refund's credit note CN-2026-00001 (null on rows
   * recorded before the shop numbered them).
   */
  number: v.nullable(v.string()),
  kind: v.picklist(paymentKinds),
  type: v.picklist(paymentTypes),
  /** Dollars, always positive: `type` says which way the money went. */
  amount: v.number(),
  /** Within `amount`: the goods or work (`subtotal`), the sales tax and the delivery, in dollars. */
  subtotal: v.number(),
  tax: v.number(),
  delivery: v.number(),
  /** The state whose tax `tax` is; absent where none was reckoned. */
  taxState: v.optional(v.string()),
  /** As the gateway writes it: `usd`. */
  currency: v.string(),
  /** What it pays for: the field of its kind only. */
  orderId: v.optional(v.string()),
  quoteId: v.optional(v.string()),
  invoiceId: v.optional(v.string()),
  /** The gateway's payment intent: the one charged, or the one whose charge a refund gave back. */
  intentId: v.string(),
  status: v.picklist(paymentStatuses),
  /** ISO 8601. */
  at: v.string(),
});
export type Payment = v.InferOutput<typeof paymentAnswer>;

const takingsSumEntries = {
  charges: v.number(),
  refunds: v.number(),
  net: v.number(),
  /** What `net` holds: sales (goods and work), sales tax collected for the states, and delivery charged. */
  sales: v.number(),
  tax: v.number(),
  delivery: v.number(),
};

/** Money in, money back and what the shop kept (and of that, sales, tax and delivery): dollars. */
export const takingsSumAnswer = v.strictObject(takingsSumEntries);
export type TakingsSum = v.InferOutput<typeof takingsSumAnswer>;

/**
 * The takings of a span of the shop's days (GET /api/takings): each day's sums (every day of the span, a day
 * without payments at 0), each kind's, and the whole span's. Refunds count once the gateway gave them back.
 */
export const takingsAnswer = v.strictObject({
  /** YYYY-MM-DD in `timeZone`, both included. */
  from: v.string(),
  to: v.string(),
  timeZone: v.string(),
  currency: v.string(),
  days: v.array(v.strictObject({ ...takingsSumEntries, date: v.string() })),
  kinds: v.array(v.strictObject({ ...takingsSumEntries, kind: v.picklist(paymentKinds) })),
  total: takingsSumAnswer,
  /** Refunds decided but not yet confirmed by the gateway (or refused by it): dollars still owed back. */
  refundsOwed: v.number(),
});
export type Takings = v.InferOutput<typeof takingsAnswer>;

const taxReportSumEntries = {
  /** Taxable sales less what refunds gave back of them, dollars. */
  sales: v.number(),
  /** Sales tax collected less what refunds gave back of it, dollars. */
  tax: v.number(),
};

/**
 * GET /api/tax-report: what a shop files for a span of its days (a quarter by default), by state: the taxable
 * sales and the tax collected on them, refunds taken off. Counted from the ledger's rows, once the gateway gave a
 * refund back.
 */
export const taxReportAnswer = v.strictObject({
  from: v.string(),
  to: v.string(),
  timeZone: v.string(),
  currency: v.string(),
  states: v.array(v.strictObject({ state: v.string(), ...taxReportSumEntries })),
  total: v.strictObject(taxReportSumEntries),
});
export type TaxReport = v.InferOutput<typeof taxReportAnswer>;

/** POST /api/create-payment-intent: the secret the card form confirms its payment intent with. */
export const paymentIntentAnswer = v.strictObject({ clientSecret: v.string() });
export type PaymentIntent = v.InferOutput<typeof paymentIntentAnswer>;

/** POST /api/webhooks/stripe: Stripe's event taken (recorded, or not one the shop acts on). */
export const webhookReceiptAnswer = v.strictObject({ received: v.literal(true) });

/** POST /api/test-gateway/confirm: the local test gateway's word that the card paid the intent, as Stripe's. */
export const confirmedPaymentAnswer = v.strictObject({
  paymentIntent: v.strictObject({
    id: v.string(),
    status: v.literal('succeeded'),
    /** Cents, as Stripe writes it. */
    amount: v.number(),
  }),
});
export type ConfirmedPayment = v.InferOutput<typeof confirmedPaymentAnswer>;

/**
 * The local test gateway's refusal, in Stripe's shape rather than the shop's: a card it refuses (402
 * `card_error`), an intent it has not (404) or that was cancelled (400 `invalid_request_error`).
 */
export const testGatewayErrorAnswer = v.strictObject({
  error: v.strictObject({
    type: v.string(),
    code: v.string(),
    decline_code: v.optional(v.string()),
    message: v.string(),
  }),
});
export type TestGatewayError = v.InferOutput<typeof testGatewayErrorAnswer>;
