import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { payments, type ReturnedLine } from '../db/schema';
import type { GatewayIntent } from '../payments/gateway';
import { takeDocumentNumber } from './document-numbers';
import { type Purpose, purposeColumns } from './purpose';

export type LedgerRow = typeof payments.$inferSelect;

/** What a charge holds besides the goods: its tax (of which state) and its delivery, for the books. */
export type ChargeBooks = { taxCents: number; deliveryCents: number; taxState: string | null };
/** A part of a charge given back: its amount, and the tax and delivery within it. */
export type RefundedPart = { amountCents: number; taxCents: number; deliveryCents: number };

/**
 * Writes a succeeded intent's charge, once, with its receipt's number (taken in this transaction). The caller
 * holds the intent's lock and found no charge of it: a charge already there means a caller broke that rule,
 * and the transaction is undone (its number with it) rather than a receipt given to nothing.
 */
export async function recordCharge(
  tx: Transaction,
  {
    purpose,
    intent,
    payer,
    number,
    books,
  }: { purpose: Purpose; intent: GatewayIntent; payer: string | null; number: string; books?: ChargeBooks },
) {
  const written = await tx
    .insert(payments)
    .values({
      ...purposeColumns(purpose),
      type: 'charge',
      amountCents: intent.amountCents,
      taxCents: books?.taxCents ?? 0,
      deliveryCents: books?.deliveryCents ?? 0,
      taxState: books?.taxState ?? null,
      currency: intent.currency,
      intentId: intent.id,
      status: 'succeeded',
      causedBy: payer,
      number,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (written.length === 0) throw new Error(`The charge of ${intent.id} was recorded already.`);
}

export type RefundEntry = {
  purpose: Purpose;
  intentId: string;
  /** What is left of the charge to give back, as the ledger has it; this amount only when the charge is not in it. */
  amountCents: number;
  currency: string;
  reason: string;
  causedBy: string | null;
  /** The order's lines it gives back, for its credit note; none for an amount. */
  returnedLines?: ReturnedLine[];
};

/** One intent's movements at a time: its refunds are decided one after another, on the ledger as it stands. */
const lockIntent = (tx: Transaction, intentId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${intentId}, 0))`);

/** What an intent's refunds gave back or will (a refund the gateway refused gave nothing), in cents. */
const refundedOf = (rows: LedgerRow[], of: keyof RefundedPart = 'amountCents') =>
  rows.reduce((sum, row) => (row.type === 'refund' && row.status !== 'failed' ? sum + row[of] : sum), 0);

/**
 * Claims a refund of an intent's charge, `pending`, in the transaction of the move that decided it (an order
 * cancelled or refunded, a quote cancelled, a stray payment), with its credit note's number: the money goes back
 * only once that move is committed, through `completeRefund`, under an idempotency key made of this row's id, so a
 * refund is asked for the move that won and never twice. Without `part`, what remains of the charge and of its
 * tax and delivery; with it, that part and the tax and delivery within it, never more than remains. When nothing remains, the last refund
 * is answered and nothing written.
 */
export async function recordRefund(
  tx: Transaction,
  timeZone: string,
  entry: RefundEntry & { part?: RefundedPart },
): Promise<LedgerRow> {
  await lockIntent(tx, entry.intentId);
  const rows = await tx.select().from(payments).where(eq(payments.intentId, entry.intentId)).orderBy(payments.at);
  const charge = rows.find((row) => row.type === 'charge');
  const remaining = (charge?.amountCents ?? entry.amountCents) - refundedOf(rows);
  const amountCents = Math.min(entry.part?.amountCents ?? remaining, remaining);
  const taxRemaining = Math.max(0, (charge?.taxCents ?? 0) - refundedOf(rows, 'taxCents'));
  const taxCents = Math.min(entry.part?.taxCents ?? taxRemaining, taxRemaining, amountCents);
  const deliveryRemaining = Math.max(0, (charge?.deliveryCents ?? 0) - refundedOf(rows, 'deliveryCents'));
  const deliveryCents = Math.min(
    entry.part?.deliveryCents ?? deliveryRemaining,
    deliveryRemaining,
    amountCents - taxCents,
  );
  if (amountCents <= 0) {
    const last = rows.findLast((row) => row.type === 'refund');
    if (last) return last;
    throw new Error(`Nothing of ${entry.intentId} is left to refund.`);
  }
  const [row] = await tx
    .insert(payments)
    .values({
      ...purposeColumns(entry.purpose),
      type: 'refund',
      amountCents,
      taxCents,
      deliveryCents,
      taxState: charge?.taxState ?? null,
      currency: charge?.currency ?? entry.currency,
      intentId: entry.intentId,
      status: 'pending',
      causedBy: entry.causedBy,
      reason: entry.reason,
      returnedLines: entry.returnedLines?.length ? entry.returnedLines : null,
      number: await takeDocumentNumber(tx, 'CN', timeZone),
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

/**
 * The ledger's rows of one intent: its charge, and its refunds; `refunded` when they give back the whole charge
 * (a refund the gateway refused counts for nothing), with the latest of them.
 */
export async function rowsOfIntent(db: Database | Transaction, intentId: string) {
  const rows = await db.select().from(payments).where(eq(payments.intentId, intentId)).orderBy(payments.at);
  const charge = rows.find((row) => row.type === 'charge');
  const whole = charge !== undefined && refundedOf(rows) >= charge.amountCents;
  return { charge, refunded: whole ? rows.findLast((row) => row.type === 'refund') : undefined };
}
