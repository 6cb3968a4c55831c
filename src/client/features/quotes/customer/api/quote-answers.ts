import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '@/shared/answers/quotes';
import type { AcceptQuoteInput } from '@/shared/schemas/quote';
import { ApiError, authorizedRequest } from '@/client/lib/api-client';
import { quoteKeys } from './quote-keys';

const quotePath = (id: string, move: string) => `/api/quotes/${encodeURIComponent(id)}/${move}`;

export const acceptQuote = (id: string, acceptance: AcceptQuoteInput) =>
  authorizedRequest<Quote>(quotePath(id, 'accept'), { method: 'POST', body: acceptance });

export const declineQuote = (id: string, reason: string) =>
  authorizedRequest<Quote>(quotePath(id, 'decline'), { method: 'POST', body: { reason } });

/** The deposit's intent, paid by card: the shop checks it with the gateway before it marks the quote paid. */
export const recordDeposit = (id: string, transactionId: string) =>
  authorizedRequest<Quote>(quotePath(id, 'deposit'), { method: 'PATCH', body: { transactionId } });

/**
 * An answer to the quote: the shop's answer is the quote as it now stands, shown at once. Refused because
 * the quote moved on meanwhile (it expired, or was answered on another device), the quote is read again,
 * so the page shows where it stands.
 */
function useQuoteAnswer<TVariables>(id: string, answer: (variables: TVariables) => Promise<Quote>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (quote) => queryClient.setQueryData(quoteKeys.one(id), quote),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: quoteKeys.one(id) });
    },
  });
}

export const useAcceptQuote = (id: string) =>
  useQuoteAnswer(id, (acceptance: AcceptQuoteInput) => acceptQuote(id, acceptance));
export const useDeclineQuote = (id: string) => useQuoteAnswer(id, (reason: string) => declineQuote(id, reason));
export const useRecordDeposit = (id: string) =>
  useQuoteAnswer(id, (transactionId: string) => recordDeposit(id, transactionId));
