import { centsToDollars, formatDollars } from '@/shared/money';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import type { GatewayIntent } from '../payments/gateway';
import type { Money } from './money';
import type { Settlement } from './payable';
import { type Purpose, purposeOf } from './purpose';

/**
 * Refuses an intent a customer says paid `purpose`: unknown (422), for something else (422, `elsewhere` says
 * so), or not succeeded (409).
 */
export function checkIntentPays(
  intent: GatewayIntent | undefined,
  { kind, id }: Purpose,
  elsewhere: string,
): asserts intent is GatewayIntent {
  if (!intent) throw new ApiError(422, 'invalid', 'That payment was not found.');
  const purpose = purposeOf(intent);
  if (purpose?.kind !== kind || purpose.id !== id) throw new ApiError(422, 'invalid', elsewhere);
  if (intent.status !== 'succeeded') throw new ApiError(409, 'conflict', 'The payment has not succeeded.');
}

/** The 409 of a payment that came when what it paid for no longer took it: refunded at once, and why. */
export const paymentRefunded = (settlement: Extract<Settlement, { paid: false }>) =>
  new ApiError(
    409,
    'payment_refunded',
    `${settlement.reason} Your payment of ${formatDollars(centsToDollars(settlement.amountCents))} was refunded at once: it goes back to your card within a few days.`,
  );

/**
 * A customer's word that `transactionId` paid `purpose`, checked with the gateway and then recorded once:
 * `unsucceeded` refuses as the thing's own state says when the gateway does not say the payment succeeded;
 * a payment the thing no longer takes is refunded at once and answered 409 `payment_refunded`. Answers the
 * settlement, undefined when the shop knows no such thing.
 */
export async function settleClaimedPayment(
  money: Pick<Money, 'retrieveIntent' | 'settle' | 'purposeOfOpened'>,
  transactionId: string,
  purpose: Purpose,
  { elsewhere, unsucceeded }: { elsewhere: string; unsucceeded: () => void },
) {
  // Only an intent the shop opened is asked of the gateway: a made-up id costs the gateway nothing, and tells
  // nothing of what else the gateway holds.
  const opened = await money.purposeOfOpened(transactionId);
  if (!opened) throw new ApiError(422, 'invalid', 'That payment was not found.');
  if (opened.kind !== purpose.kind || opened.id !== purpose.id) throw new ApiError(422, 'invalid', elsewhere);
  const intent = await money.retrieveIntent(transactionId);
  if (intent?.status !== 'succeeded') unsucceeded();
  checkIntentPays(intent, purpose, elsewhere);
  const settlement = await money.settle(intent);
  if (settlement && !settlement.paid) throw paymentRefunded(settlement);
  return settlement;
}

/**
 * The limit on a customer's words that an intent paid (an order's, a deposit's, an invoice's: one count), each of
 * which asks the gateway.
 */
export const paymentRecordLimit = ({ rateLimits, rateLimitStore: store }: AppDeps) =>
  rateLimit({
    name: 'payment-records',
    store,
    ...rateLimits.paymentRecords,
    keyOf: (c) => c.get('user').id,
  });
