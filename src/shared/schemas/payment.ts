import * as v from 'valibot';
import { calendarDay, idSchema } from './common';

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

/** What a movement of money pays for: an order, a quote's deposit, or a painting job's final invoice. */
export const paymentKinds = ['order', 'deposit', 'invoice'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** Money taken from a card, or given back to it. */
export const paymentTypes = ['charge', 'refund'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/**
 * A charge is recorded once it succeeded. A refund is `pending` from when the shop decided it until the
 * gateway confirms it, `succeeded` then, or `failed` when the gateway refused it outright (a person must look).
 */
export const paymentStatuses = ['succeeded', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The one currency the shop sells in, as the gateway writes it. */
export const shopCurrency = 'usd';

/** The longest span of days the takings are summed over at once. */
export const maxTakingsDays = 366;

const dayRange = {
  from: v.optional(calendarDay('from')),
  to: v.optional(calendarDay('to')),
};
const fromNotAfterTo = <T extends { from?: string; to?: string }>({ from, to }: T) => !from || !to || from <= to;

/** `?from=&to=&kind=` of GET /api/payments and /api/payments.csv: days in the shop's time zone, both included. */
export const ledgerQuerySchema = v.pipe(
  v.object({
    ...dayRange,
    kind: v.optional(v.picklist(paymentKinds, `kind must be one of ${paymentKinds.join(', ')}.`)),
  }),
  v.check(fromNotAfterTo, 'from must not be after to.'),
);

/** `?from=&to=` of GET /api/takings: at most a year of days. */
export const takingsQuerySchema = v.pipe(
  v.object(dayRange),
  v.check(fromNotAfterTo, 'from must not be after to.'),
  v.check(
    ({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < maxTakingsDays * 86_400_000,
    `The takings cover at most ${maxTakingsDays} days at once.`,
  ),
);
