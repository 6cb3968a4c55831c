import { and, count, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import { orders, tools, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { Transaction } from '../http/idempotency';

/**
 * Takes `quantity` units of a tool in one statement: the bounds check and the decrement cannot be
 * separated by another order, so concurrent buyers never oversell.
 */
export async function reserveStock(tx: Transaction, toolId: string, quantity: number) {
  const [reserved] = await tx
    .update(tools)
    .set({ availableQuantity: sql`${tools.availableQuantity} - ${quantity}` })
    .where(
      and(
        eq(tools.id, toolId),
        isNull(tools.deletedAt),
        lte(tools.minOrderQuantity, quantity),
        gte(tools.availableQuantity, quantity),
      ),
    )
    .returning({ name: tools.name, priceCents: tools.priceCents });
  if (reserved) return reserved;

  const [tool] = await tx
    .select()
    .from(tools)
    .where(and(eq(tools.id, toolId), isNull(tools.deletedAt)));
  if (!tool) throw notFound('Tool');
  if (quantity < tool.minOrderQuantity) {
    throw new ApiError(422, 'invalid', `The minimum order for ${tool.name} is ${tool.minOrderQuantity}.`, [
      { path: 'productQuantity', message: `Order at least ${tool.minOrderQuantity}.` },
    ]);
  }
  throw new ApiError(
    409,
    'out_of_stock',
    tool.availableQuantity === 0
      ? `${tool.name} is out of stock.`
      : `Only ${tool.availableQuantity} of ${tool.name} left in stock.`,
  );
}

/**
 * Takes a late-paid order's stock back, if there is still enough of the tool (its minimum order is not
 * asked again: the order met it when placed). Answers whether it did.
 */
export async function takeStockBack(tx: Transaction, toolId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(tools)
    .set({ availableQuantity: sql`${tools.availableQuantity} - ${quantity}` })
    .where(and(eq(tools.id, toolId), isNull(tools.deletedAt), gte(tools.availableQuantity, quantity)))
    .returning({ id: tools.id });
  return taken.length > 0;
}

/**
 * Refuses a new order while the customer already holds `maxUnpaid` unpaid orders. The customer's row is
 * locked first, so two orders placed at once are counted one after the other.
 */
export async function checkUnpaidOrders(tx: Transaction, userId: string, maxUnpaid: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        eq(orders.paid, false),
        gt(orders.reservedUntil, sql`now()`),
      ),
    );
  if ((held?.count ?? 0) >= maxUnpaid) {
    throw new ApiError(
      409,
      'too_many_unpaid',
      `You have ${maxUnpaid} unpaid orders. Pay or cancel one in My Orders before placing another.`,
    );
  }
}
