import type { Quote } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';

/** Sends the draft to its customer: online only, never kept for later (the customer is emailed at once). */
export const sendQuote = (quoteId: string) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(quoteId)}/send`, { method: 'POST' });
