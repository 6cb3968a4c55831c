import { quotes } from '../db/schema';
import type { BadInputWorld, WriteRoute } from './bad-input-world';
import { pngSignature, quoteBody } from './quotes';

/** The writes of painting quotes that take a JSON body, on the quotes of `world`'s customer. */
export function quoteWriteRoutes(world: BadInputWorld): WriteRoute[] {
  return [
    {
      name: 'POST /quotes',
      method: 'POST',
      path: () => '/api/quotes',
      auth: () => world.admin.auth,
      valid: () => quoteBody(world.quotes.requestId),
      table: quotes,
    },
    {
      name: 'PUT /quotes/:id',
      method: 'PUT',
      path: () => `/api/quotes/${world.quotes.draftId}`,
      auth: () => world.admin.auth,
      valid: () => ({ ...quoteBody(world.quotes.requestId), requestId: undefined, version: 1 }),
      table: quotes,
    },

    {
      name: 'POST /quotes/:id/accept',
      method: 'POST',
      path: () => `/api/quotes/${world.quotes.sentId}/accept`,
      auth: () => world.customer.auth,
      valid: () => ({ signedName: 'Ana Painter', signature: pngSignature }),
      table: quotes,
    },
    {
      name: 'POST /quotes/:id/decline',
      method: 'POST',
      path: () => `/api/quotes/${world.quotes.sentId}/decline`,
      auth: () => world.customer.auth,
      valid: () => ({ reason: 'Too dear.' }),
      table: quotes,
    },
    {
      name: 'PATCH /quotes/:id/deposit',
      method: 'PATCH',
      path: () => `/api/quotes/${world.quotes.acceptedId}/deposit`,
      auth: () => world.customer.auth,
      valid: () => ({ transactionId: 'pi_made_up_1234' }),
      table: quotes,
    },
  ];
}
