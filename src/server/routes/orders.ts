import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { placeOrderSchema, orderStatusSchema } from '@/shared/schemas/order';
import type { AppDeps } from '../app-deps';
import { type Guards, isSelfOrAdmin, type AuthVariables } from '../auth/middleware';
import type { Database } from '../db/client';
import { orders, tools } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { customerWrite } from '../http/customer-write';
import { onPage, readPage, sendPage } from '../http/paging';
import { readId, readJson } from '../http/validation';
import { closeOpenIntent, expireOrders } from '../orders/holds';
import { toOrderDto } from '../orders/order-dto';
import { checkUnpaidOrders, reserveStock } from '../orders/stock';

/** The most one card payment can take: $999,999.99. */
export const maxOrderTotalCents = 99_999_999;

/** The order, after expiring it if its hold has run out, so no read shows a hold that is over. */
export async function findOrder(db: Database, id: string) {
  await expireOrders(db, { orderId: id });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  return order;
}

export function ordersRoutes(
  { database: { db }, orderHolds, rateLimits, rateLimitStore: store, payments: { gateway } }: AppDeps,
  { signedIn, admin }: Guards,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/orders',
      ...customerWrite(
        { signedIn, db, store, name: 'orders', ...rateLimits.orders, schema: placeOrderSchema },
        async (tx, input, user) => {
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
        },
      ),
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
    .get('/allorders', ...admin, async (c) => {
      const page = readPage(c);
      await expireOrders(db);
      const [rows, [total]] = await Promise.all([
        onPage(db.select().from(orders).orderBy(desc(orders.placedAt), asc(orders.id)).$dynamic(), page),
        db.select({ count: count() }).from(orders),
      ]);
      return sendPage(c, rows.map(toOrderDto), total?.count ?? 0);
    })
    .put('/orders/:id', ...admin, async (c) => {
      const id = readId(c, 'Order');
      await readJson(c, orderStatusSchema);
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
      if (cancelled) {
        if (!cancelled.paid && cancelled.transactionId) await closeOpenIntent(gateway, cancelled.transactionId);
        return c.json(toOrderDto(cancelled));
      }
      const order = await findOrder(db, id);
      if (order.userId !== user.id) throw notFound('Order');
      throw new ApiError(409, 'conflict', 'Only a pending, unpaid order can be cancelled.');
    });
}
