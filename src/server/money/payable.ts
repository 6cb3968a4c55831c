import type { PaymentKind } from '@/shared/schemas/payment';
import type { Database } from '../db/client';
import type { Transaction } from '../http/idempotency';
import type { GatewayIntent } from '../payments/gateway';
import type { Purpose } from './purpose';

/** How a succeeded payment landed on what it paid for: paid it, or its money goes back, and why. */
export type Landing = { paid: true } | { paid: false; reason: string };

/**
 * What the money module asks of each kind of thing a customer pays for (orders, quotes' deposits, and the
 * final invoices to come): each kind plugs itself in, and the module never names them.
 */
export type Payable = {
  kind: PaymentKind;
  /**
   * In the transaction that writes the charge to the ledger: locks the thing and applies a succeeded
   * payment to it (marked paid, its timeline and receipt written), or says why the money must go back
   * (paid already, cancelled, expired and sold out, another amount). Answers who paid; undefined when the
   * shop knows no such thing, so the payment is none of the shop's to record.
   */
  receive(
    tx: Transaction,
    id: string,
    intent: GatewayIntent,
  ): Promise<{ payer: string | null; landing: Landing } | undefined>;
  /** Which of these may still be paid: the open intents of the others are closed by the money sweep. */
  stillPayable(db: Database, ids: string[]): Promise<Set<string>>;
};

/** The outcome of recording a succeeded payment: paid, or refunded (the refund's state at the gateway). */
export type Settlement =
  | { purpose: Purpose; paid: true }
  | {
      purpose: Purpose;
      paid: false;
      reason: string;
      amountCents: number;
      refund: 'pending' | 'succeeded' | 'failed';
    };

/**
 * What a `receive` answers for `payer`: landed, or going back and why; `alreadyPaid` when the thing was paid
 * before, by this very intent (seen again: it landed) or by another (this one goes back, for `reason`).
 */
export function receipts(payer: string | null) {
  type Received = { payer: string | null; landing: Landing };
  const landed: Received = { payer, landing: { paid: true } };
  const refund = (reason: string): Received => ({ payer, landing: { paid: false, reason } });
  const alreadyPaid = (paidWith: string | null, intent: GatewayIntent, reason: string) =>
    paidWith === intent.id ? landed : refund(reason);
  return { landed, refund, alreadyPaid };
}
