import { Hono } from 'hono';
import { invoiceAnswer } from '@/shared/answers/jobs';
import { recordPaymentSchema } from '@/shared/schemas/payment';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, idParams, jsonBody } from '../http/contract';
import type { Money } from '../money/money';
import { paymentRecordLimit } from '../money/payment-checks';
import { toInvoiceDto, visibleInvoice } from '../painting-jobs/invoice-dto';
import { recordInvoicePayment } from '../painting-jobs/invoice-payment';

/**
 * A job's final invoice: read by its customer and admins, paid by its customer with the same card form as
 * orders and deposits (its intent from POST /create-payment-intent {invoiceId}), recorded here once the
 * gateway says the payment succeeded, or by Stripe's webhook.
 */
export function invoicesRoutes(deps: AppDeps, { signedIn }: Guards, money: Money) {
  const { db } = deps.database;
  const tag = 'Invoices';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/invoices/:id',
      contract({
        tag,
        summary: "A job's final invoice: for its customer and admins",
        security: 'bearer',
        answers: { 200: invoiceAnswer },
        refusals: [401, 404],
      }),
      signedIn,
      idParams({ id: 'Invoice' }),
      async (c) => c.json(toInvoiceDto(await visibleInvoice(db, c.req.valid('param').id, c.var.user))),
    )
    .patch(
      '/invoices/:id/payment',
      contract({
        tag,
        summary: "Records the customer's card payment of the invoice's balance, once the gateway says it succeeded",
        security: 'bearer',
        answers: { 200: invoiceAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      signedIn,
      paymentRecordLimit(deps),
      idParams({ id: 'Invoice' }),
      jsonBody(recordPaymentSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { transactionId } = c.req.valid('json');
        return c.json(toInvoiceDto(await recordInvoicePayment({ db, money }, id, c.var.user, transactionId)));
      },
    );
}
