import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { payments } from '../db/schema';
import type { GatewayIntent } from '../payments/gateway';
import { type Purpose, purposeColumns } from './purpose';

export type LedgerRow = typeof payments.$inferSelect;

/**
 * Writes a succeeded intent's charge, once: a repeat (the webhook and the customer's word together) writes
 * nothing more, by the ledger's one charge per intent.
 */
export async function recordCharge(
  tx: Transaction,
  { purpose, intent, payer }: { purpose: Purpose; intent: GatewayIntent; payer: string | null },
) {
  await tx
    .insert(payments)
    .values({
      ...purposeColumns(purpose),
      type: 'charge',
      amountCents: intent.amountCents,
      currency: intent.currency,
      intentId: intent.id,
      status: 'succeeded',
      causedBy: payer,
    })
    .onConflictDoNothing();
}

export type RefundEntry = {
  purpose: Purpose;
  intentId: string;
  /** The whole charge, as the ledger has it; this amount only when the charge is not in the ledger. */
  amountCents: number;
  currency: string;
  reason: string;
  causedBy: string | null;
};

/**
 * Claims the refund of an intent's charge, `pending`, in the transaction of the move that decided it (an order
 * cancelled or refunded, a quote cancelled, a stray payment): the money goes back only once that move is
 * committed, through `completeRefund`, under an idempotency key made of this row's id, so a refund is asked for
 * the move that won and never twice. A refund the ledger holds already is answered rather than written twice.
 */
export async function recordRefund(tx: Transaction, entry: RefundEntry): Promise<LedgerRow> {
  const [charge] = await tx
    .select({ amountCents: payments.amountCents, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.type, 'charge'), eq(payments.intentId, entry.intentId)));
  const [row] = await tx
    .insert(payments)
    .values({
      ...purposeColumns(entry.purpose),
      type: 'refund',
      amountCents: charge?.amountCents ?? entry.amountCents,
      currency: charge?.currency ?? entry.currency,
      intentId: entry.intentId,
      status: 'pending',
      causedBy: entry.causedBy,
      reason: entry.reason,
    })
    .onConflictDoUpdate({
      target: [payments.type, payments.intentId],
      // Nothing changes: `status = status` only makes the statement answer the row it found.
      set: { status: sql`${payments.status}` },
    })
    .returning();
  return row!;
}

/** The refund the gateway confirmed (or refused outright) after the shop recorded it pending. */
export async function settleRefund(
  db: Database,
  refundRowId: string,
  outcome: { status: 'succeeded'; refundId: string } | { status: 'failed'; why: string },
) {
  await db
    .update(payments)
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', refundId: outcome.refundId }
        : {
            status: 'failed',
            reason: sql`coalesce(${payments.reason} || ' ', '') || ${`The gateway refused: ${outcome.why}`}`,
          },
    )
    .where(and(eq(payments.id, refundRowId), eq(payments.type, 'refund'), ne(payments.status, 'succeeded')));
}

/** The ledger's rows of one intent: its charge, and its refund once there is one. */
export async function rowsOfIntent(db: Database | Transaction, intentId: string) {
  const rows = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return { charge: rows.find((row) => row.type === 'charge'), refund: rows.find((row) => row.type === 'refund') };
}
