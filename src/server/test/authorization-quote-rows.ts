import type { QuoteStatus } from '@/shared/schemas/quote';
import { adminOnly, type MatrixWorld, type Row } from './authorization-rows';
import { createQuoteRequest, pngSignature, quoteBody, quoteInStatus } from './quotes';
import { paidAtGateway } from './money';

/** A quote's own call: its customer (the owner) may, an admin may see it but not act for them, another never. */
const customersOnly = (status: number) => ({ anonymous: 401, owner: status, other: 404, admin: 403 });

/** The matrix rows of painting quotes, each on a fresh quote of the owner's request. */
export function quoteRows(world: MatrixWorld): Row[] {
  const ownersQuote = (status: QuoteStatus) => quoteInStatus(world.database.db, world.owner.user.id, status);
  // A fresh draft is at version 1: the change and the send are made on it.
  const content = { ...quoteBody(crypto.randomUUID()), requestId: undefined, version: 1 };

  /** The owner's accepted quote and a paid intent for its deposit, as the card form leaves it. */
  async function paidDeposit() {
    const quote = await ownersQuote('accepted');
    const transactionId = await paidAtGateway(world.database.db, { quoteId: quote.id }, quote.depositCents);
    return { quote, transactionId };
  }

  const onQuote = (method: string, route: string, status: QuoteStatus, body: unknown, expect: Row['expect']): Row => ({
    method,
    route,
    prepare: async () => {
      const quote = await ownersQuote(status);
      return { path: route.replace(':id', quote.id), body };
    },
    expect,
  });

  return [
    {
      method: 'POST',
      route: '/api/quotes',
      prepare: async () => {
        const request = await createQuoteRequest(world.database.db, world.owner.user.id);
        return { path: '/api/quotes', body: quoteBody(request.id) };
      },
      expect: adminOnly(201),
    },
    onQuote('PUT', '/api/quotes/:id', 'draft', content, adminOnly(200)),
    onQuote('POST', '/api/quotes/:id/send', 'draft', { version: 1 }, adminOnly(200)),
    onQuote('GET', '/api/quotes/:id', 'sent', undefined, { anonymous: 401, owner: 200, other: 404, admin: 200 }),
    onQuote(
      'POST',
      '/api/quotes/:id/accept',
      'viewed',
      { signedName: 'Matrix Owner', signature: pngSignature },
      customersOnly(200),
    ),
    onQuote('POST', '/api/quotes/:id/decline', 'sent', { reason: 'Not now.' }, customersOnly(200)),
    onQuote('POST', '/api/quotes/:id/cancel', 'accepted', undefined, adminOnly(200)),
    {
      method: 'POST',
      route: '/api/create-payment-intent',
      prepare: async () => ({
        path: '/api/create-payment-intent',
        body: { quoteId: (await ownersQuote('accepted')).id },
      }),
      expect: customersOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/quotes/:id/deposit',
      prepare: async () => {
        const { quote, transactionId } = await paidDeposit();
        return { path: `/api/quotes/${quote.id}/deposit`, body: { transactionId } };
      },
      expect: customersOnly(200),
    },
  ];
}
