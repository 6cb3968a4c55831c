import type { Quote } from '@/shared/answers/quotes';
import { authorizedRequest } from '@/client/lib/api-client';

/**
 * Sends the draft to its customer as the admin saw it (`version`; 409 when another save came first): online
 * only, never kept for later (the customer is emailed at once).
 */
export const sendQuote = (quoteId: string, version: number) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(quoteId)}/send`, { method: 'POST', body: { version } });
