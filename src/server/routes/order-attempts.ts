import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { orderAnswer } from '@/shared/answers/orders';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { idempotencyKeys, orders } from '../db/schema';
import { contract } from '../http/contract';
import { notFound } from '../http/errors';
import { readOrderAnswer } from '../orders/order-reads';

/** The scope `runIdempotent` keeps a customer's `POST /api/orders` keys under. */
export const placedOrderScope = (userId: string) => `POST /api/orders ${userId}`;

/**
 * What became of an order sent under an Idempotency-Key whose answer never arrived: the order the shop placed
 * under it (as it stands now), or 404 when the shop placed none. A client asks before it sends a changed
 * order (another address, fewer tools) after a lost answer, so that it neither places a second order nor
 * hears `idempotency_mismatch` for the first. Only the caller's own keys are found: the scope is theirs.
 */
export function orderAttemptRoutes({ database: { db } }: AppDeps, { signedIn }: Guards) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/order-attempts/:key',
    contract({
      tag: 'Orders',
      summary: 'The order the caller placed under an Idempotency-Key whose answer never arrived, as it stands now',
      security: 'bearer',
      answers: { 200: orderAnswer },
      refusals: [401, 404],
    }),
    signedIn,
    async (c) => {
      const user = c.var.user;
      const [attempt] = await db
        .select({ resourceId: idempotencyKeys.resourceId })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, placedOrderScope(user.id)), eq(idempotencyKeys.key, c.req.param('key'))));
      // The key is kept with the order's id in the call that placed it, answer or not (see place_order).
      const placedId = attempt?.resourceId;
      const [order] = placedId
        ? await db
            .select()
            .from(orders)
            .where(and(eq(orders.id, placedId), eq(orders.userId, user.id)))
        : [];
      if (!order) throw notFound('Order placed under this key');
      return c.json(await readOrderAnswer(db, order));
    },
  );
}
