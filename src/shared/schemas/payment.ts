import * as v from 'valibot';
import { idSchema } from './common';

/** POST /api/create-payment-intent: for an order, or for an accepted quote's deposit; one of the two. */
export const createIntentSchema = v.pipe(
  v.object({ orderId: v.optional(idSchema), quoteId: v.optional(idSchema) }),
  v.check(
    ({ orderId, quoteId }) => (orderId === undefined) !== (quoteId === undefined),
    'Give the orderId of an order or the quoteId of a quote.',
  ),
);

export const recordPaymentSchema = v.object({
  transactionId: v.pipe(
    v.string('transactionId is required.'),
    v.regex(/^pi_[A-Za-z0-9_]{6,120}$/, 'Not a payment intent id.'),
  ),
});

export const testCardSchema = v.object({
  clientSecret: v.pipe(v.string(), v.maxLength(200)),
  card: v.object({
    number: v.pipe(v.string(), v.maxLength(30)),
    expMonth: v.pipe(v.number(), v.integer()),
    expYear: v.pipe(v.number(), v.integer()),
    cvc: v.pipe(v.string(), v.maxLength(4)),
  }),
});
