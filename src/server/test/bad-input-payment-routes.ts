import type { Table } from 'drizzle-orm';
import { orders, paymentIntents, quotes } from '../db/schema';
import type { BadInputWorld, WriteRoute } from './bad-input-world';

/**
 * POST /create-payment-intent, the one route that pays each of a customer's payables: an order, an accepted
 * quote's deposit and a job's open invoice, each named by its field of the body.
 */
export function paymentIntentRoutes(world: BadInputWorld): WriteRoute[] {
  const payables: { of: string; valid: () => Record<string, unknown>; table: Table; taken?: number }[] = [
    { of: '', valid: () => ({ orderId: world.order._id }), table: orders },
    { of: ' for a quote', valid: () => ({ quoteId: world.quotes.acceptedId }), table: quotes },
    {
      of: ' for an invoice',
      valid: () => ({ invoiceId: world.jobs.openInvoiceId }),
      table: paymentIntents,
      taken: 200,
    },
  ];
  return payables.map(({ of, ...payable }) => ({
    name: `POST /create-payment-intent${of}`,
    method: 'POST',
    path: () => '/api/create-payment-intent',
    auth: () => world.customer.auth,
    ...payable,
  }));
}
