import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { idSchema } from '@/shared/schemas/common';
import { type PaymentKind, paymentKinds } from '@/shared/schemas/payment';
import type { GatewayIntent } from '../payments/gateway';

/** What a payment pays for: an order, a quote's deposit, or a painting job's final invoice, by its id. */
export type Purpose = { kind: PaymentKind; id: string };

/** The key of the intent's metadata that names it, as the gateway keeps it (and Stripe's dashboard shows it). */
const metadataKeys: Record<PaymentKind, string> = { order: 'orderId', deposit: 'quoteId', invoice: 'invoiceId' };

export const purposeMetadata = ({ kind, id }: Purpose): Record<string, string> => ({ [metadataKeys[kind]]: id });

/** What the intent pays for, from its metadata; undefined when it names nothing of the shop's, or more than one. */
export function purposeOf(intent: Pick<GatewayIntent, 'metadata'>): Purpose | undefined {
  const named = paymentKinds.flatMap((kind) => {
    const id = intent.metadata[metadataKeys[kind]];
    return id === undefined ? [] : [{ kind, id }];
  });
  return named.length === 1 && v.is(idSchema, named[0]!.id) ? named[0] : undefined;
}

/** The columns of the ledger and of the intents that name it: its kind's own, the others null. */
export const purposeColumns = ({ kind, id }: Purpose) => ({
  kind,
  orderId: kind === 'order' ? id : null,
  quoteId: kind === 'deposit' ? id : null,
  invoiceId: kind === 'invoice' ? id : null,
});

type PurposeTable = { kind: AnyPgColumn; orderId: AnyPgColumn; quoteId: AnyPgColumn; invoiceId: AnyPgColumn };

/** The rows of `table` that pay for `purpose`. */
export function paysFor(table: PurposeTable, { kind, id }: Purpose) {
  const column = { order: table.orderId, deposit: table.quoteId, invoice: table.invoiceId }[kind];
  return and(eq(table.kind, kind), eq(column, id));
}

/** What a row of the ledger or of the intents pays for, from its columns. */
export function purposeOfRow(row: {
  kind: PaymentKind;
  orderId: string | null;
  quoteId: string | null;
  invoiceId: string | null;
}): Purpose | undefined {
  const id = { order: row.orderId, deposit: row.quoteId, invoice: row.invoiceId }[row.kind];
  return id === null ? undefined : { kind: row.kind, id };
}
