import * as v from 'valibot';
import { invoiceStatuses } from '../schemas/job';
import { paymentKinds } from '../schemas/payment';

/** A line of a document: what was sold or given back, in dollars. */
const documentLineAnswer = v.strictObject({
  description: v.string(),
  quantity: v.number(),
  price: v.number(),
  total: v.number(),
});

/**
 * GET /api/documents/:number: a numbered document as printed, for its customer and admins: a receipt
 * (R-2026-00001) of a payment, a credit note (CN-2026-00001) of a refund, or a painting job's invoice
 * (INV-2026-00001); dollars at the edge.
 */
export const documentAnswer = v.strictObject({
  kind: v.picklist(['receipt', 'credit-note', 'invoice']),
  number: v.string(),
  /** When the money moved, ISO 8601. */
  issuedAt: v.string(),
  /** What was paid for: an order, a quote's deposit or an invoice. */
  paid: v.picklist(paymentKinds),
  orderId: v.optional(v.string()),
  /** An invoice's: its page (where it is paid), the deposit paid before it, what is left, and whether it is paid. */
  invoiceId: v.optional(v.string()),
  depositPaid: v.optional(v.number()),
  balance: v.optional(v.number()),
  status: v.optional(v.picklist(invoiceStatuses)),
  /** A credit note's: the receipt of the payment it gives back part of. */
  receiptNumber: v.optional(v.string()),
  customer: v.strictObject({ name: v.string(), email: v.string(), address: v.optional(v.string()) }),
  lines: v.array(documentLineAnswer),
  subtotal: v.number(),
  tax: v.number(),
  /** The state whose tax it is, and its rate in percent, where tax was reckoned. */
  taxState: v.optional(v.string()),
  taxPercent: v.optional(v.number()),
  delivery: v.number(),
  total: v.number(),
  /** The card payment the money moved by: the gateway's payment intent; none on an invoice not paid by card. */
  paymentId: v.optional(v.string()),
});
export type DocumentAnswer = v.InferOutput<typeof documentAnswer>;
