import type { Quote } from '@/shared/api-types';
import { ApiError, authorizedRequest } from '@/client/lib/api-client';
import { createQuoteInput, type QuoteForm, quoteInput } from '../quote-form';
import { getQuoteRequest } from './get-quote-request';

export const createQuote = (requestId: string, form: QuoteForm) =>
  authorizedRequest<Quote>('/api/quotes', { method: 'POST', body: createQuoteInput(requestId, form) });

export const updateQuote = (quoteId: string, form: QuoteForm) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(quoteId)}`, { method: 'PUT', body: quoteInput(form) });

export const sendQuote = (quoteId: string) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(quoteId)}/send`, { method: 'POST' });

/**
 * Saves the form as the request's draft quote on the shop: an update of `quoteId`, or a new draft. A new
 * one the shop refuses because the request already has a live quote (409: this draft's first save was
 * made and its answer lost, or another admin began one) updates that quote instead when it is a draft.
 */
export async function saveQuoteDraft(requestId: string, quoteId: string | null, form: QuoteForm): Promise<Quote> {
  if (quoteId) return updateQuote(quoteId, form);
  try {
    return await createQuote(requestId, form);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const latest = (await getQuoteRequest(requestId)).quote;
    if (latest?.status !== 'draft') throw error;
    return updateQuote(latest._id, form);
  }
}
