import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { exactInstant, type Keyset, pastKeyset } from '../db/keyset';
import { paymentIntents, payments } from '../db/schema';
import { schedulePeriodicTask } from '../background/periodic-tasks';
import { log } from '../observability/log';
import type { PaymentGateway } from '../payments/gateway';
import { closeIntent, closeIntents, openIntent } from './intents';
import { recordRefund } from './ledger';
import type { Payable } from './payable';
import { type Purpose, purposeOfRow } from './purpose';
import { completeRefund, type MoneyContext, settle } from './settle';

/** How many open intents, and pending refunds, one sweep looks at; the next sweep goes on. */
const sweepBatch = 100;
const sweepLimit = 1000;

/**
 * Closes the open intents of things that can no longer be paid (an order expired or cancelled, a quote
 * cancelled), recording any that was paid meanwhile (a late payment: taken, or refunded), and asks the
 * gateway again for every refund still pending. Answers how many intents it closed and refunds it settled.
 */
async function sweep(context: MoneyContext): Promise<{ closed: number; refunds: number }> {
  const { db, payables } = context;
  let closed = 0;
  let after: Keyset | undefined;
  for (let seen = 0; seen < sweepLimit; seen += sweepBatch) {
    const open = await db
      .select({ ...getTableColumns(paymentIntents), keysetAt: exactInstant(paymentIntents.createdAt) })
      .from(paymentIntents)
      .where(
        and(eq(paymentIntents.status, 'open'), pastKeyset([paymentIntents.createdAt, paymentIntents.id], after, 'asc')),
      )
      .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id))
      .limit(sweepBatch);
    for (const [kind, payable] of payables) {
      const theirs = open.flatMap((row) => {
        const purpose = purposeOfRow(row);
        return purpose?.kind === kind ? [{ intentId: row.id, id: purpose.id }] : [];
      });
      if (theirs.length === 0) continue;
      const payableNow = await payable.stillPayable(db, [...new Set(theirs.map(({ id }) => id))]);
      for (const { intentId, id } of theirs) {
        if (payableNow.has(id)) continue;
        try {
          await closeIntent(context, intentId);
          closed += 1;
        } catch (error) {
          log.error({ err: error }, `Closing the payment ${intentId} failed; the next sweep tries again.`);
        }
      }
    }
    if (open.length < sweepBatch) break;
    const last = open.at(-1)!;
    after = { at: last.keysetAt, id: last.id };
  }
  const pending = await db
    .select({ id: payments.id, intentId: payments.intentId, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.type, 'refund'), eq(payments.status, 'pending')))
    .orderBy(asc(payments.at))
    .limit(sweepBatch);
  let refunds = 0;
  for (const row of pending) if ((await completeRefund(context, row)) !== 'pending') refunds += 1;
  return { closed, refunds };
}

/**
 * The one place that moves the shop's money, whatever it pays for: each kind of thing plugs in as a
 * `Payable` (orders, quotes' deposits, final invoices), and the module records every charge and refund in
 * the ledger, opens one payable intent per thing (closing the one before), and gives back any payment
 * that comes when its thing no longer takes it.
 */
export function createMoney(db: Database, gateway: PaymentGateway, payables: Payable[], timeZone: string) {
  const context: MoneyContext = {
    db,
    gateway,
    payables: new Map(payables.map((payable) => [payable.kind, payable])),
    timeZone,
  };
  return {
    /** The card form's intent for a thing the caller checked may be paid (see intents.openIntent). */
    openIntent: (purpose: Purpose, amountCents: number) => openIntent(context, purpose, amountCents),
    /** The intent as the gateway sees it, or undefined when the gateway does not know it. */
    retrieveIntent: (id: string) => gateway.retrieveIntent(id),
    /** What an intent the shop opened pays for, from its own records; undefined for one it never opened. */
    async purposeOfOpened(id: string): Promise<Purpose | undefined> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
      return row && purposeOfRow(row);
    },
    /** Records a succeeded intent: its thing paid, or its money given back (see settle.settle). */
    settle: (intent: Parameters<typeof settle>[1]) => settle(context, intent),
    /** Closes the open intents of a thing just cancelled; what they paid meanwhile is refunded. */
    closeIntents: (purpose: Purpose) => closeIntents(context, purpose),
    /**
     * Asks the gateway for a refund that a committed move claimed (`recordRefund` in its transaction), outside
     * any transaction: the call may take seconds and must not hold rows, nor the embedded database's one
     * connection. Answers the refund's state: succeeded, failed (the gateway refused: a person must look), or
     * still pending (no answer: the sweep asks again, and the gateway refunds it once however often it is asked).
     */
    completeRefund: (row: Parameters<typeof completeRefund>[1]) => completeRefund(context, row),
    /** Claims a refund in the transaction of the move that decided it (see ledger.recordRefund). */
    recordRefund: (tx: Transaction, entry: Parameters<typeof recordRefund>[2]) => recordRefund(tx, timeZone, entry),
    sweep: () => sweep(context),
  };
}

export type Money = ReturnType<typeof createMoney>;

/** Sweeps the shop's money now and then every `everyMs`, once a period among all its server processes. */
export function sweepMoney(db: Database, money: Money, everyMs = 60_000): () => void {
  return schedulePeriodicTask(db, 'money', everyMs, () => money.sweep());
}
