import { and, eq, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { paymentIntentAnswer } from '@/shared/answers/money';
import { orderAnswer } from '@/shared/answers/orders';
import { createIntentSchema, recordPaymentSchema } from '@/shared/schemas/payment';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { orders } from '../db/schema';
import { contract, idParams, jsonBody } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import type { Money } from '../money/money';
import { paymentRecordLimit, settleClaimedPayment } from '../money/payment-checks';
import { orderExpired } from '../orders/order-payable';
import { expireOrders } from '../expiry/order-holds';
import { readOrderAnswer } from '../orders/order-reads';
import { openInvoiceIntent } from '../painting-jobs/invoice-payment';
import { openDepositIntent } from '../quotes/quote-deposit';
import { addStripeWebhook } from './stripe-webhook';
import { addTestGateway } from './test-gateway';

/** A customer who opens the payment form has at least this long to finish, whatever was left of the hold. */
export const paymentGraceMinutes = 15;

/**
 * Paying the shop: a customer's card form opened for what they owe (an order, a quote's deposit, an invoice) and
 * their order's payment recorded; Stripe's word of a payment (its webhook), or the local test gateway's confirm.
 */
export function paymentsRoutes(deps: AppDeps, { signedIn }: Guards, money: Money) {
  const tag = 'Payments';
  const {
    database: { db },
    payments: paymentDeps,
    orderHolds,
    rateLimits,
    rateLimitStore: store,
    mail,
    shopTimeZone: timeZone,
  } = deps;
  const ownOrder = async (orderId: string, userId: string) => {
    await expireOrders(db, mail, { orderId });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // Someone else's order is answered as missing, so ids cannot be probed.
    if (!order || order.userId !== userId) throw notFound('Order');
    return order;
  };

  /**
   * Opening the payment form extends a hold that has less than the grace left, once: an order whose hold
   * already reaches past its placing plus the hold minutes was extended before. So no hold ever lasts past
   * its placing plus the hold and the grace, however often the form is opened.
   */
  const holdWhilePaying = (orderId: string) =>
    db
      .update(orders)
      .set({ reservedUntil: sql`now() + make_interval(mins => ${paymentGraceMinutes})` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'pending'),
          eq(orders.paid, false),
          lt(orders.reservedUntil, sql`now() + make_interval(mins => ${paymentGraceMinutes})`),
          sql`${orders.reservedUntil} <= ${orders.placedAt} + make_interval(mins => ${orderHolds.holdMinutes})`,
        ),
      );

  const routes = new Hono<{ Variables: AuthVariables }>()
    .post(
      '/create-payment-intent',
      contract({
        tag,
        summary: "Opens the card form's payment intent for the caller's order, quote deposit or invoice",
        security: 'bearer',
        answers: { 200: paymentIntentAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      signedIn,
      rateLimit({ name: 'payment-intents', store, ...rateLimits.paymentIntents, keyOf: (c) => c.get('user').id }),
      jsonBody(createIntentSchema),
      async (c) => {
        const { orderId, quoteId, invoiceId } = c.req.valid('json');
        if (invoiceId) {
          const balance = await openInvoiceIntent({ db, money }, invoiceId, c.var.user);
          return c.json({ clientSecret: balance.clientSecret });
        }
        if (quoteId) {
          const deposit = await openDepositIntent({ db, money, timeZone }, quoteId, c.var.user);
          return c.json({ clientSecret: deposit.clientSecret });
        }
        const order = await ownOrder(orderId!, c.var.user.id);
        if (order.paid) throw new ApiError(409, 'conflict', 'This order is already paid.');
        if (order.status === 'expired') throw orderExpired();
        if (order.status === 'cancelled') throw new ApiError(409, 'conflict', 'This order was cancelled.');
        await holdWhilePaying(order.id);
        const opened = await money.openIntent({ kind: 'order', id: order.id }, order.totalCents);
        // An earlier form paid it and nobody said so: recorded now, nothing more to pay.
        if ('settled' in opened) throw new ApiError(409, 'conflict', 'This order is already paid.');
        return c.json({ clientSecret: opened.clientSecret });
      },
    )
    .patch(
      '/payments/:orderId',
      contract({
        tag,
        summary: "Records the caller's payment of their order, checked with the payment gateway",
        security: 'bearer',
        answers: { 200: orderAnswer },
        refusals: [400, 401, 404, 409, 413, 415, 422, 429],
      }),
      signedIn,
      paymentRecordLimit(deps),
      idParams({ orderId: 'Order' }),
      jsonBody(recordPaymentSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const { transactionId } = c.req.valid('json');
        const order = await ownOrder(orderId, c.var.user.id);
        // Whatever the order's state: money taken for it is recorded, and refunded when the order cannot take it.
        const settlement = await settleClaimedPayment(
          money,
          transactionId,
          { kind: 'order', id: order.id },
          {
            elsewhere: 'That payment belongs to another order.',
            unsucceeded: () => {
              if (order.paid) throw new ApiError(409, 'conflict', 'This order is already paid.');
              if (order.status === 'expired') throw orderExpired();
            },
          },
        );
        if (!settlement) throw notFound('Order');
        const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
        return c.json(await readOrderAnswer(db, paid!));
      },
    );

  if (paymentDeps.webhook) addStripeWebhook(routes, money, paymentDeps.webhook);
  if (paymentDeps.confirmTestPayment) addTestGateway(routes, paymentDeps.confirmTestPayment, store);

  return routes;
}
