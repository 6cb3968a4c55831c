import { Hono } from 'hono';
import { recordPaymentSchema } from '@/shared/schemas/payment';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { readId, readJson } from '../http/validation';
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
  return new Hono<{ Variables: AuthVariables }>()
    .get('/invoices/:id', signedIn, async (c) => {
      return c.json(toInvoiceDto(await visibleInvoice(db, readId(c, 'Invoice'), c.var.user)));
    })
    .patch('/invoices/:id/payment', signedIn, paymentRecordLimit(deps), async (c) => {
      const id = readId(c, 'Invoice');
      const { transactionId } = await readJson(c, recordPaymentSchema);
      return c.json(toInvoiceDto(await recordInvoicePayment({ db, money }, id, c.var.user, transactionId)));
    });
}
