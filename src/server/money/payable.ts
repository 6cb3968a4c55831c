import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PaymentKind } from '@/shared/schemas/payment';
import type { Database, Transaction } from '../db/client';
import type { GatewayIntent } from '../payments/gateway';
import type { ChargeBooks } from './ledger';
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
   * shop knows no such thing, so the payment is none of the shop's to record. `receipt` gives the charge's
   * receipt number (the same at every call), for a thing that names its receipt, as an order does.
   */
  receive(
    tx: Transaction,
    id: string,
    intent: GatewayIntent,
    receipt: () => Promise<string>,
  ): Promise<{ payer: string | null; landing: Landing; books?: ChargeBooks } | undefined>;
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

type Receipts = ReturnType<typeof receipts>;

/**
 * A Payable of records kept in `table`: `receive` locks the record (none: not the shop's to record) and has
 * `land` apply the payment with the answers for its customer; `stillPayable` keeps the ids whose rows `open`
 * still matches.
 */
export function lockedPayable<TRecord extends { customer: { id: string } }>({
  kind,
  table,
  lock,
  land,
  open,
}: {
  kind: PaymentKind;
  table: PgTable & { id: PgColumn };
  lock: (tx: Transaction, id: string) => Promise<TRecord | undefined>;
  land: (tx: Transaction, record: TRecord, intent: GatewayIntent, answers: Receipts) => ReturnType<Payable['receive']>;
  open: SQL;
}): Payable {
  return {
    kind,
    async receive(tx, id, intent) {
      const record = await lock(tx, id);
      return record && land(tx, record, intent, receipts(record.customer.id));
    },
    async stillPayable(db, ids) {
      const payable = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(inArray(table.id, ids), open));
      return new Set(payable.map(({ id }) => id as string));
    },
  };
}
