import { eq } from 'drizzle-orm';
import { centsToDollars, dollarsToCents, formatDollars } from '@/shared/money';
import type { Database, Transaction } from '../db/client';
import { orderItems, type OrderRow } from '../db/schema';
import { ApiError, type ErrorIssue } from '../http/errors';

/** What an admin asks to refund: lines and quantities, or an amount in dollars; neither, the whole remainder. */
export type RefundAsked = { items?: { productId: string; quantity: number }[]; amount?: number };

/**
 * The part of an order a refund gives back: its cents, the tax and delivery within them, and the units that return
 * to stock.
 */
type RefundPart = {
  amountCents: number;
  /** Undefined: the rest of the order's tax and delivery (a refund of all that remains). */
  taxCents?: number;
  deliveryCents?: number;
  returned: { position: number; toolId: string; quantity: number }[];
};

/** `part` of `whole`, in proportion, rounded half-up to the cent (amounts here are never negative). */
const inProportion = (amount: number, part: number, whole: number) =>
  whole === 0 ? 0 : Math.floor((amount * part * 2 + whole) / (whole * 2));

/**
 * Reads what `asked` gives back of `order` as it stands: chosen lines at their price with their share of the tax
 * (the whole rest once every line is given back, delivery with it), or an amount with its share of the tax, or
 * the whole remainder. Never more than remains: 422 naming the field and what remains.
 */
export async function refundPart(tx: Transaction | Database, order: OrderRow, asked: RefundAsked): Promise<RefundPart> {
  const remaining = order.totalCents - order.refundedCents;
  const left = formatDollars(centsToDollars(remaining));
  if (asked.items) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const issues: ErrorIssue[] = [];
    const returned = asked.items.flatMap(({ productId, quantity }, at) => {
      const line = lines.find((each) => each.toolId === productId);
      if (!line) {
        issues.push({ path: `items.${at}.productId`, message: 'This tool is not on the order.' });
        return [];
      }
      const refundable = line.quantity - line.refundedQuantity;
      if (quantity > refundable)
        issues.push({
          path: `items.${at}.quantity`,
          message: `Only ${refundable} of ${line.productName} ${refundable === 1 ? 'remains' : 'remain'} to refund.`,
        });
      return [{ position: line.position, toolId: line.toolId, quantity, unitPriceCents: line.unitPriceCents }];
    });
    if (issues.length > 0) throw new ApiError(422, 'invalid', issues[0]!.message, issues);
    const linesCents = returned.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const everyLine = lines.every(
      (line) =>
        line.quantity - line.refundedQuantity ===
        returned.filter((each) => each.position === line.position).reduce((sum, each) => sum + each.quantity, 0),
    );
    const taxCents = inProportion(linesCents, order.taxCents, order.subtotalCents);
    if (!everyLine && linesCents + taxCents > remaining)
      throw new ApiError(422, 'invalid', `Only ${left} of this order remains to refund.`, [
        { path: 'items', message: `Only ${left} remains to refund.` },
      ]);
    return everyLine
      ? { amountCents: remaining, returned }
      : { amountCents: linesCents + taxCents, taxCents, deliveryCents: 0, returned };
  }
  if (asked.amount !== undefined) {
    const amountCents = dollarsToCents(asked.amount);
    if (amountCents > remaining)
      throw new ApiError(422, 'invalid', `Only ${left} of this order remains to refund.`, [
        { path: 'amount', message: `At most ${left} remains to refund.` },
      ]);
    if (amountCents === remaining) return { amountCents, returned: [] };
    return {
      amountCents,
      taxCents: inProportion(amountCents, order.taxCents, order.totalCents),
      deliveryCents: inProportion(amountCents, order.deliveryCents, order.totalCents),
      returned: [],
    };
  }
  return { amountCents: remaining, returned: [] };
}
