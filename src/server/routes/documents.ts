import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type DocumentAnswer, documentAnswer } from '@/shared/answers/documents';
import { centsToDollars } from '@/shared/money';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { invoices, orderItems, orders, payments, users } from '../db/schema';
import { contract, paramsOf } from '../http/contract';
import { notFound } from '../http/errors';
import type { LedgerRow } from '../money/ledger';
import { type InvoiceRecord, loadInvoice } from '../painting-jobs/invoice-dto';
import { shownName } from '@/shared/person-name';

/** R-2026-00001, CN-2026-00001 or INV-2026-00001: anything else is no document of the shop's. */
const documentNumberSchema = v.object({ number: v.pipe(v.string(), v.regex(/^(R|CN|INV)-\d{4}-\d{5}$/)) });

/** A painting job's invoice as a document: its lines, tax by the quote's rule, the deposit and the balance. */
function invoiceDocument({ invoice, address, customer }: InvoiceRecord): DocumentAnswer {
  return {
    kind: 'invoice',
    number: invoice.number!,
    issuedAt: invoice.createdAt.toISOString(),
    paid: 'invoice',
    invoiceId: invoice.id,
    customer: { name: shownName(customer.name, 'customer'), email: customer.email, address },
    lines: invoice.lines.map((line) => ({
      description: line.kind === 'extra' ? `${line.description} (extra)` : line.description,
      quantity: line.quantityHundredths / 100,
      price: centsToDollars(line.unitPriceCents),
      total: centsToDollars(line.totalCents),
    })),
    subtotal: centsToDollars(invoice.subtotalCents),
    tax: centsToDollars(invoice.taxCents),
    ...(invoice.taxState && { taxState: invoice.taxState, taxPercent: invoice.taxPercentThousandths / 1000 }),
    delivery: 0,
    total: centsToDollars(invoice.totalCents),
    depositPaid: centsToDollars(invoice.depositPaidCents),
    balance: centsToDollars(invoice.balanceCents),
    status: invoice.status,
    ...(invoice.transactionId && { paymentId: invoice.transactionId }),
  };
}

const paidFor: Record<LedgerRow['kind'], string> = {
  order: 'Tools',
  deposit: 'Deposit on a painting quote',
  invoice: 'Balance of a painting invoice',
};

/**
 * The shop's numbered documents as printed: a payment's receipt and a refund's credit note, read from the ledger
 * row that bears the number, with the order it paid for where it was one; and a job's invoice. For the customer it
 * belongs to (the order's, the invoice's, or who paid) and admins; to anyone else it does not exist (404).
 */
export function documentsRoutes({ database: { db } }: AppDeps, { signedIn }: Guards) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/documents/:number',
    contract({
      tag: 'Books',
      summary: 'A receipt (R-…), credit note (CN-…) or invoice (INV-…) as printed, for its customer and admins',
      security: 'bearer',
      answers: { 200: documentAnswer },
      refusals: [401, 404],
    }),
    signedIn,
    paramsOf(documentNumberSchema, 'Document'),
    async (c) => {
      const { number } = c.req.valid('param');
      const { user } = c.var;
      if (number.startsWith('INV-')) {
        const [found] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number));
        const record = found && (await loadInvoice(db, found.id));
        if (!record || (user.role !== 'admin' && record.customer.id !== user.id)) throw notFound('Document');
        return c.json(invoiceDocument(record));
      }
      const [row] = await db.select().from(payments).where(eq(payments.number, number));
      if (!row) throw notFound('Document');
      const [charge] =
        row.type === 'charge'
          ? [row]
          : await db
              .select()
              .from(payments)
              .where(and(eq(payments.intentId, row.intentId), eq(payments.type, 'charge')));
      const [order] = row.orderId ? await db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
      const ownerId = order ? order.userId : charge?.causedBy;
      if (user.role !== 'admin' && ownerId !== user.id) throw notFound('Document');
      const [owner] = ownerId ? await db.select().from(users).where(eq(users.id, ownerId)) : [];

      const subtotalCents = row.amountCents - row.taxCents - row.deliveryCents;
      const items = order
        ? await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.position)
        : [];
      const lineOf = (item: (typeof items)[number], quantity: number, totalCents: number) => ({
        description: item.productName,
        quantity,
        price: centsToDollars(item.unitPriceCents),
        total: centsToDollars(totalCents),
      });
      // A refund of tools lists them, where they make up what it gives back before tax and delivery.
      const returned = (row.returnedLines ?? []).flatMap(({ position, quantity }) => {
        const item = items.find((each) => each.position === position);
        return item ? [{ item, quantity, totalCents: item.unitPriceCents * quantity }] : [];
      });
      const itemized =
        returned.length > 0 && returned.reduce((sum, line) => sum + line.totalCents, 0) === subtotalCents;
      const lines =
        order && row.type === 'charge'
          ? items.map((item) => lineOf(item, item.quantity, item.lineTotalCents))
          : itemized
            ? returned.map(({ item, quantity, totalCents }) => lineOf(item, quantity, totalCents))
            : [
                {
                  description:
                    row.type === 'refund'
                      ? `Refund: ${row.reason ?? paidFor[row.kind].toLowerCase()}`
                      : paidFor[row.kind],
                  quantity: 1,
                  price: centsToDollars(subtotalCents),
                  total: centsToDollars(subtotalCents),
                },
              ];
      const document: DocumentAnswer = {
        kind: row.type === 'charge' ? 'receipt' : 'credit-note',
        number,
        issuedAt: row.at.toISOString(),
        paid: row.kind,
        ...(order && { orderId: order.id }),
        ...(row.type === 'refund' && charge?.number && { receiptNumber: charge.number }),
        customer: {
          name: order?.userName ?? owner?.name ?? 'Customer',
          email: order?.userEmail ?? owner?.email ?? '',
          ...(order && { address: `${order.address}, ${order.state} ${order.zip}` }),
        },
        lines,
        subtotal: centsToDollars(subtotalCents),
        tax: centsToDollars(row.taxCents),
        ...(row.taxState && { taxState: row.taxState }),
        ...(order && order.taxState === row.taxState && { taxPercent: order.taxPercentThousandths / 1000 }),
        delivery: centsToDollars(row.deliveryCents),
        total: centsToDollars(row.amountCents),
        paymentId: row.intentId,
      };
      return c.json(document);
    },
  );
}
