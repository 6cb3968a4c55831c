import { eq, sql } from 'drizzle-orm';
import type { PaymentKind } from '@/shared/schemas/payment';
import type { Database } from '../db/client';
import { paymentIntents } from '../db/schema';
import { log } from '../observability/log';
import { type GatewayIntent, GatewayRefusal, type PaymentGateway } from '../payments/gateway';
import { type LedgerRow, recordCharge, recordRefund, rowsOfIntent, settleRefund } from './ledger';
import type { Payable, Settlement } from './payable';
import { takeDocumentNumber } from './document-numbers';
import { purposeOf } from './purpose';

/** What the money module works with: the database, the gateway, and each kind of thing that is paid for. */
export type MoneyContext = {
  db: Database;
  gateway: PaymentGateway;
  payables: Map<PaymentKind, Payable>;
  /** The shop's time zone, whose year numbers its documents. */
  timeZone: string;
};

type Outcome = { paid: true } | { paid: false; reason: string; amountCents: number; refund: LedgerRow };

const refunded = (row: LedgerRow): Outcome => ({
  paid: false,
  reason: row.reason ?? 'Refunded.',
  amountCents: row.amountCents,
  refund: row,
});

/** The key the gateway remembers a refund by: its ledger row's, so each claimed refund moves money once. */
export const refundKeyOf = (row: Pick<LedgerRow, 'id'>) => `refund-${row.id}`;

/**
 * Asks the gateway for a refund the ledger holds as pending (claimed by a committed move), under its row's key,
 * and marks it: succeeded with the gateway's refund id, or failed when the gateway refuses it outright (a person
 * must look). A gateway that does not answer leaves it pending, for the money sweep to ask again under the same
 * key, which refunds it once however often it is asked. Answers the refund's state.
 */
export async function completeRefund(
  { db, gateway }: MoneyContext,
  row: Pick<LedgerRow, 'id' | 'intentId' | 'amountCents'>,
): Promise<LedgerRow['status']> {
  try {
    const { refundId } = await gateway.refund({
      intentId: row.intentId,
      amountCents: row.amountCents,
      idempotencyKey: refundKeyOf(row),
    });
    await settleRefund(db, row.id, { status: 'succeeded', refundId });
    return 'succeeded';
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      log.error(
        { err: error },
        `The gateway refused the refund ${row.id} of ${row.intentId}; the ledger says it failed.`,
      );
      await settleRefund(db, row.id, { status: 'failed', why: error.message });
      return 'failed';
    }
    log.error({ err: error }, `The refund ${row.id} of ${row.intentId} failed; the money sweep asks again.`);
    return 'pending';
  }
}

/**
 * Records a succeeded intent, whatever it paid for and whoever tells of it (the customer's page, Stripe's
 * webhook, a payment page opened again, the money sweep): its charge in the ledger and its thing paid, or,
 * when the thing no longer takes it (paid by another intent, cancelled, expired and sold out, another
 * amount), its charge and a refund, all in one transaction; the refund is then asked of the gateway. The
 * first word of an intent decides; every later word answers the same, from the ledger. Undefined when the
 * intent pays for nothing the shop knows.
 */
export async function settle(context: MoneyContext, intent: GatewayIntent): Promise<Settlement | undefined> {
  const purpose = purposeOf(intent);
  const payable = purpose && context.payables.get(purpose.kind);
  if (!purpose || !payable) {
    log.warn(`The payment ${intent.id} pays for nothing this shop knows; it was left alone.`);
    return undefined;
  }
  if (intent.status !== 'succeeded') throw new Error(`The payment ${intent.id} has not succeeded.`);
  const outcome = await context.db.transaction(async (tx): Promise<Outcome | undefined> => {
    // One word of an intent at a time, so that two at once find the same ledger.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${intent.id}, 0))`);
    const { charge, refunded: refund } = await rowsOfIntent(tx, intent.id);
    if (charge) return refund ? refunded(refund) : { paid: true };
    // Taken once, when first asked for: by the thing it pays (an order names its receipt), else for the ledger.
    let receiptNumber: Promise<string> | undefined;
    const receipt = () => (receiptNumber ??= takeDocumentNumber(tx, 'R', context.timeZone));
    const received = await payable.receive(tx, purpose.id, intent, receipt);
    if (!received) {
      // A number taken for nothing is given back with the transaction, so the receipts keep no gap.
      if (receiptNumber) throw new Error(`The payment ${intent.id} took a receipt number for nothing.`);
      return undefined;
    }
    const number = await receipt();
    // A payment that lands on nothing (refunded at once) sold nothing: no tax, no delivery.
    const books = received.landing.paid ? received.books : undefined;
    await recordCharge(tx, { purpose, intent, payer: received.payer, number, books });
    await tx.update(paymentIntents).set({ status: 'closed' }).where(eq(paymentIntents.id, intent.id));
    if (received.landing.paid) return { paid: true };
    const row = await recordRefund(tx, context.timeZone, {
      purpose,
      intentId: intent.id,
      amountCents: intent.amountCents,
      currency: intent.currency,
      reason: received.landing.reason,
      causedBy: null,
    });
    return refunded(row);
  });
  if (!outcome) {
    log.warn(`The payment ${intent.id} names a ${purpose.kind} this shop does not have; it was left alone.`);
    return undefined;
  }
  if (outcome.paid) return { purpose, paid: true };
  const row = outcome.refund;
  const refund = row.status === 'pending' ? await completeRefund(context, row) : row.status;
  return { purpose, ...outcome, refund };
}
