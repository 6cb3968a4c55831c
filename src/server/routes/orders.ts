import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { orderAnswer } from '@/shared/answers/orders';
import { placeCartOrderSchema, placeOrderSchema } from '@/shared/schemas/order';
import { pageQuerySchema } from '@/shared/schemas/paging';
import type { AppDeps } from '../app-deps';
import { type Guards, isSelfOrAdmin, type AuthVariables } from '../auth/middleware';
import { orders } from '../db/schema';
import { contract, idParams, jsonBody, queryOf } from '../http/contract';
import { customerAdmission } from '../http/customer-write';
import { ApiError, notFound } from '../http/errors';
import { answerOfTakenKey, byUser, claimOf, sendAnswer } from '../http/idempotency';
import { pageOf, sendPage } from '../http/paging';
import { listOrders, readOrderAnswer } from '../orders/order-reads';
import { placedOrderAnswer, placeOrder } from '../orders/place-order';
import type { Money } from '../money/money';
import { orderMoveRoutes, readOrder } from './order-moves';

/** POST /orders takes the cart's `items`, or the spec's one product; each body is checked as itself. */
const placeAnyOrderSchema = v.lazy((input) =>
  typeof input === 'object' && input !== null && 'items' in input ? placeCartOrderSchema : placeOrderSchema,
);

/**
 * Its body, checked as `placeAnyOrderSchema` says (what is wrong said in the words of the body sent), and described
 * in the OpenAPI document as either body: a lazy schema, chosen by the body it is given, cannot be written there.
 */
const eitherBody = jsonBody(v.union([placeOrderSchema, placeCartOrderSchema])) as unknown as Record<symbol, unknown>;
const placeOrderBody = Object.assign(jsonBody(placeAnyOrderSchema), { [uniqueSymbol]: eitherBody[uniqueSymbol] });

/** Only the customer themselves, or an admin, may list a customer's orders (403), before the query is checked. */
const ownOrdersOrAdmin = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  if (!isSelfOrAdmin(c.var.user, c.req.param('email') ?? ''))
    throw new ApiError(403, 'forbidden', 'You can only see your own orders.');
  await next();
});

/**
 * The shop's orders of tools: placed by a signed-in customer (one tool, or the cart's lines), read by their
 * customer and the shop's admins, and moved along their life (./order-moves).
 */
export function ordersRoutes(deps: AppDeps, guards: Guards, money: Money) {
  const {
    database: { db },
    orderHolds,
    rateLimits,
    rateLimitStore: store,
    sessions,
  } = deps;
  const { signedIn, admin } = guards;
  const tag = 'Orders';
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/orders',
      contract({
        tag,
        summary: "Places the caller's order of one tool or of the cart's lines, its stock held until it is paid",
        security: 'bearer',
        answers: { 201: orderAnswer },
        refusals: [400, 401, 404, 409, 413, 415, 422, 429],
      }),
      customerAdmission({ sessions, db, store, name: 'orders', ...rateLimits.orders }),
      placeOrderBody,
      async (c) => {
        const input = c.req.valid('json');
        const claim = await claimOf(c, byUser(c));
        const placed = await placeOrder(db, claim, input, c.var.user, orderHolds);
        if (placed !== 'keyTaken') return sendAnswer(c, placed, false);
        return sendAnswer(c, await answerOfTakenKey(db, claim!, (id) => placedOrderAnswer(db, id)), true);
      },
    )
    .get(
      '/orders/:email',
      contract({
        tag,
        summary: "A customer's orders, newest first, without timelines: the caller's own, or anyone's for an admin",
        security: 'bearer',
        answers: { 200: v.array(orderAnswer) },
        refusals: [401, 403, 422],
      }),
      signedIn,
      ownOrdersOrAdmin,
      queryOf(pageQuerySchema),
      async (c) => {
        const email = c.req.param('email').toLowerCase();
        const page = pageOf(c.req.valid('query'));
        const { orders: mine, total } = await listOrders(db, eq(orders.userEmail, email), page);
        return sendPage(c, mine, total);
      },
    )
    .get(
      '/order/:id',
      contract({
        tag,
        summary: 'One order with its timeline, for its customer and admins',
        security: 'bearer',
        answers: { 200: orderAnswer },
        refusals: [401, 404],
      }),
      signedIn,
      idParams({ id: 'Order' }),
      async (c) => {
        const order = await readOrder(db, c.req.valid('param').id);
        if (order.userId !== c.var.user.id && c.var.user.role !== 'admin') throw notFound('Order');
        return c.json(await readOrderAnswer(db, order, { timeline: true }));
      },
    )
    .get(
      '/allorders',
      contract({
        tag,
        summary: "Every customer's orders, newest first, without timelines (admin)",
        security: 'bearer',
        answers: { 200: v.array(orderAnswer) },
        refusals: [401, 403, 422],
      }),
      ...admin,
      queryOf(pageQuerySchema),
      async (c) => {
        const { orders: all, total } = await listOrders(db, undefined, pageOf(c.req.valid('query')));
        return sendPage(c, all, total);
      },
    )
    .route('/', orderMoveRoutes(deps, guards, money));
}
