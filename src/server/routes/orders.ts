import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Order } from '@/shared/api-types';
import { formatOrderDate } from '@/shared/dates';
import { centsToDollars } from '@/shared/money';
import { placeOrderSchema, shipOrderSchema } from '@/shared/schemas/order';
import type { AppDeps } from '../app-deps';
import { type Guards, isSelfOrAdmin, requireAdmin, type AuthVariables } from '../auth/middleware';
import type { Database } from '../db/client';
import { orders, tools, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { runIdempotent, type Transaction } from '../http/idempotency';
import { onPage, readPage, sendPage } from '../http/paging';
import { rateLimit } from '../http/rate-limit';
import { readId, readJson } from '../http/validation';
import { expireOrders } from '../orders/holds';

/** The most one card payment can take: $999,999.99. */
export const maxOrderTotalCents = 99_999_999;

export function toOrderDto(row: typeof orders.$inferSelect): Order {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    productId: row.toolId,
    productName: row.productName,
    productQuantity: row.quantity,
    price: centsToDollars(row.unitPriceCents),
    totalPrice: centsToDollars(row.totalCents),
    userAddress: row.address,
    userState: row.state,
    userZip: row.zip,
    date: formatOrderDate(row.placedAt),
    placedAt: row.placedAt.toISOString(),
    status: row.status,
    // Only an unpaid order holds stock; an expired one keeps the time its hold ran out.
    reservedUntil: row.paid || row.status === 'shipped' ? null : (row.reservedUntil?.toISOString() ?? null),
    paid: row.paid,
    transactionId: row.transactionId,
  };
}

/**
 * Takes `quantity` units of a tool in one statement: the bounds check and the decrement cannot be
 * separated by another order, so concurrent buyers never oversell.
 */
async function reserveStock(tx: Transaction, toolId: string, quantity: number) {
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

/** The order, after expiring it if its hold has run out, so no read shows a hold that is over. */
export async function findOrder(db: Database, id: string) {
  await expireOrders(db, { orderId: id });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  return order;
}

/**
 * Refuses a new order while the customer already holds `maxUnpaid` unpaid orders. The customer's row is
 * locked first, so two orders placed at once are counted one after the other.
 */
async function checkUnpaidOrders(tx: Transaction, userId: string, maxUnpaid: number) {
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

export function ordersRoutes(
  { database: { db }, orderHolds, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn }: Guards,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/orders',
      signedIn,
      rateLimit({ name: 'orders', store, ...rateLimits.orders, keyOf: (c) => c.get('user').id }),
      async (c) => {
        const input = await readJson(c, placeOrderSchema);
        const user = c.var.user;
        return runIdempotent(c, db, user.id, async (tx) => {
          await checkUnpaidOrders(tx, user.id, orderHolds.maxUnpaid);
          const tool = await reserveStock(tx, input.productId, input.productQuantity);
          const totalCents = tool.priceCents * input.productQuantity;
          // Refused before anything is kept (the transaction rolls back): the card gateway takes no more.
          if (totalCents > maxOrderTotalCents) {
            throw new ApiError(422, 'invalid', 'An order can total at most $999,999.99; order fewer.', [
              { path: 'productQuantity', message: 'This quantity costs more than one order can take.' },
            ]);
          }
          const [order] = await tx
            .insert(orders)
            .values({
              userId: user.id,
              userName: user.name,
              userEmail: user.email,
              toolId: input.productId,
              productName: tool.name,
              quantity: input.productQuantity,
              unitPriceCents: tool.priceCents,
              totalCents,
              address: input.userAddress,
              state: input.userState,
              zip: input.userZip,
              reservedUntil: sql`now() + make_interval(mins => ${orderHolds.holdMinutes})`,
            })
            .returning();
          return { status: 201, body: toOrderDto(order!) };
        });
      },
    )
    .get('/orders/:email', signedIn, async (c) => {
      const email = c.req.param('email').toLowerCase();
      if (!isSelfOrAdmin(c.var.user, email)) throw new ApiError(403, 'forbidden', 'You can only see your own orders.');
      const page = readPage(c);
      await expireOrders(db);
      const mine = eq(orders.userEmail, email);
      const [rows, [total]] = await Promise.all([
        onPage(db.select().from(orders).where(mine).orderBy(desc(orders.placedAt), asc(orders.id)).$dynamic(), page),
        db.select({ count: count() }).from(orders).where(mine),
      ]);
      return sendPage(c, rows.map(toOrderDto), total?.count ?? 0);
    })
    .get('/order/:id', signedIn, async (c) => {
      const order = await findOrder(db, readId(c, 'Order'));
      if (order.userId !== c.var.user.id && c.var.user.role !== 'admin') throw notFound('Order');
      return c.json(toOrderDto(order));
    })
    .get('/allorders', signedIn, requireAdmin, async (c) => {
      const page = readPage(c);
      await expireOrders(db);
      const [rows, [total]] = await Promise.all([
        onPage(db.select().from(orders).orderBy(desc(orders.placedAt), asc(orders.id)).$dynamic(), page),
        db.select({ count: count() }).from(orders),
      ]);
      return sendPage(c, rows.map(toOrderDto), total?.count ?? 0);
    })
    .put('/orders/:id', signedIn, requireAdmin, async (c) => {
      const id = readId(c, 'Order');
      await readJson(c, shipOrderSchema);
      await expireOrders(db, { orderId: id });
      const [shipped] = await db
        .update(orders)
        .set({ status: 'shipped' })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      if (shipped) return c.json(toOrderDto(shipped));
      await findOrder(db, id);
      throw new ApiError(409, 'conflict', 'Only a pending order can be shipped.');
    })
    .delete('/orders/:id', signedIn, async (c) => {
      const id = readId(c, 'Order');
      const user = c.var.user;
      await expireOrders(db, { orderId: id });
      const cancelled = await db.transaction(async (tx) => {
        const ownerMayCancel = and(
          eq(orders.userId, user.id),
          inArray(orders.status, ['pending', 'expired']),
          eq(orders.paid, false),
        );
        const [deleted] = await tx
          .delete(orders)
          .where(and(eq(orders.id, id), user.role === 'admin' ? undefined : ownerMayCancel))
          .returning();
        // Goods not yet shipped go back on the shelf.
        if (deleted?.status === 'pending') {
          await tx
            .update(tools)
            .set({ availableQuantity: sql`${tools.availableQuantity} + ${deleted.quantity}` })
            .where(eq(tools.id, deleted.toolId));
        }
        return deleted;
      });
      if (cancelled) return c.json(toOrderDto(cancelled));
      const order = await findOrder(db, id);
      if (order.userId !== user.id) throw notFound('Order');
      throw new ApiError(409, 'conflict', 'Only a pending, unpaid order can be cancelled.');
    });
}
