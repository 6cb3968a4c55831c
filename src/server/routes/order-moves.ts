import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { orderAnswer } from '@/shared/answers/orders';
import { orderStatusSchema, refundOrderSchema } from '@/shared/schemas/order';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { contract, idParams, jsonBody, optionalJsonBody } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { queueOrderEmail } from '../mail/order-mail';
import type { MailQueue } from '../mail/mail-queue';
import { recordEvents, shippedNote } from '../orders/events';
import { expireOrders } from '../expiry/order-holds';
import { readOrderAnswer } from '../orders/order-reads';
import { checkCancellable, checkRefundable, markCancelled, markRefunded } from '../orders/refund';
import { refundPart } from '../orders/refund-part';
import type { LedgerRow } from '../money/ledger';
import type { Money } from '../money/money';

/** The order as it is stored; a read shows a hold that ran out as expired (toOrderDto) without writing. */
export async function readOrder(db: Database, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  return order;
}

/**
 * The order a move acts on: expired first if its hold ran out and the expiry job has not reached it yet, so
 * that no move acts on a hold that is over. Only writes call this; reads never write.
 */
export async function orderToMove(db: Database, mailQueue: MailQueue, id: string) {
  await expireOrders(db, mailQueue, { orderId: id });
  return readOrder(db, id);
}

/** Where an order stands, said plainly for a refused move. */
const standing: Record<OrderRow['status'], string> = {
  pending: 'is waiting to be shipped',
  shipped: 'was shipped already',
  delivered: 'was delivered already',
  cancelled: 'was cancelled',
  expired: 'expired unpaid',
  refunded: 'was refunded',
};

/** An order's moves: shipped and delivered (admin), refunded (admin), and cancelled (its customer, or an admin). */
export function orderMoveRoutes({ database: { db }, mail }: AppDeps, { signedIn, admin }: Guards, money: Money) {
  const tag = 'Orders';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .put(
        '/orders/:id',
        contract({
          tag,
          summary: 'Marks an order shipped (from pending, with its carrier and tracking number) or delivered (admin)',
          security: 'bearer',
          answers: { 200: orderAnswer },
          refusals: [400, 401, 403, 404, 409, 413, 415, 422],
        }),
        ...admin,
        idParams({ id: 'Order' }),
        jsonBody(orderStatusSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const move = c.req.valid('json');
          await expireOrders(db, mail, { orderId: id });
          // Shipped only from pending (paid or not, as the shop always did), delivered only from shipped.
          const from = move.status === 'shipped' ? 'pending' : 'shipped';
          const shipment =
            move.status === 'shipped'
              ? { carrier: move.carrier || null, trackingNumber: move.trackingNumber || null }
              : undefined;
          const moved = await db.transaction(async (tx) => {
            const [row] = await tx
              .update(orders)
              .set({ status: move.status, ...shipment })
              .where(and(eq(orders.id, id), eq(orders.status, from)))
              .returning();
            if (row) {
              const note = shipment ? shippedNote(shipment.carrier, shipment.trackingNumber) : null;
              await recordEvents(tx, [{ orderId: row.id, status: move.status, note }]);
              if (move.status === 'shipped') await queueOrderEmail(tx, mail, 'order-shipped', row);
            }
            return row;
          });
          if (moved) return c.json(await readOrderAnswer(db, moved, { timeline: true }));
          const order = await orderToMove(db, mail, id);
          throw new ApiError(
            409,
            'conflict',
            move.status === 'shipped'
              ? `Only an order waiting to be shipped can be shipped; this one ${standing[order.status]}.`
              : `Only a shipped order can be marked delivered; this one ${standing[order.status]}.`,
          );
        },
      )
      /**
       * Refunds a paid order, whole or in part: what is asked is read against the order first (422 for more than
       * remains), then claimed on the order's locked row with the refund pending in the ledger; the gateway is asked
       * once that is committed, under a key of the ledger row, so of two refunds at once, or a refund and a cancel,
       * one moves the money and the other is refused with where the order stands (409).
       */
      .post(
        '/orders/:id/refund',
        contract({
          tag,
          summary:
            'Refunds a paid order: chosen lines, an amount, or the whole remainder, tax in proportion; returned lines back in stock (admin)',
          security: 'bearer',
          answers: { 200: orderAnswer },
          refusals: [400, 401, 403, 404, 409, 413, 415, 422],
        }),
        ...admin,
        replayFirst(db, byUser),
        idParams({ id: 'Order' }),
        optionalJsonBody(refundOrderSchema),
        async (c) => {
          const order = await orderToMove(db, mail, c.req.valid('param').id);
          const asked = c.req.valid('json');
          checkRefundable(order);
          await refundPart(db, order, asked);
          const refund = { by: c.var.user.id, reason: 'Refunded by an admin.' };
          let claimed: LedgerRow | undefined;
          const answer = await runIdempotent(c, db, byUser(c), async (tx) => {
            const moved = await markRefunded(
              tx,
              { mailQueue: mail, money },
              { orderId: order.id, asked, seen: order },
              refund,
            );
            if (!moved) throw notFound('Order');
            claimed = moved.refund;
            return { status: 200, body: await readOrderAnswer(tx, moved.order, { timeline: true }) };
          });
          if (claimed) await money.completeRefund(claimed);
          return answer;
        },
      )
      /**
       * Cancels, never deletes: the order stays with `status: "cancelled"` and an event. The move is claimed on the
       * order's locked row (a delivery at the same moment either came first, and the cancel is refused with where
       * the order stands, or waits and is refused itself); a paid one's refund is claimed with it and asked of the
       * gateway once that is committed; the stock of one not yet shipped returns; its customer is emailed; its
       * card form, if still open, is closed (a payment made on it meanwhile is refunded).
       */
      .delete(
        '/orders/:id',
        contract({
          tag,
          summary: "Cancels an order: its customer's while pending and unpaid, an admin's until delivered",
          security: 'bearer',
          answers: { 200: orderAnswer },
          refusals: [401, 404, 409],
        }),
        signedIn,
        idParams({ id: 'Order' }),
        async (c) => {
          const { id } = c.req.valid('param');
          const user = c.var.user;
          const order = await orderToMove(db, mail, id);
          if (order.userId !== user.id && user.role !== 'admin') throw notFound('Order');
          checkCancellable(order, user);
          const moved = await db.transaction(async (tx) => {
            const cancelled = await markCancelled(tx, { mailQueue: mail, money }, { orderId: id, user });
            return (
              cancelled && { ...cancelled, answer: await readOrderAnswer(tx, cancelled.order, { timeline: true }) }
            );
          });
          if (!moved) throw notFound('Order');
          if (moved.refund) await money.completeRefund(moved.refund);
          else await money.closeIntents({ kind: 'order', id });
          return c.json(moved.answer);
        },
      )
  );
}
