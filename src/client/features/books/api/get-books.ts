import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { DeliverySettings, TaxRates } from '@/shared/answers/books';
import type { Books } from '@/shared/order-totals';
import { apiGet } from '@/client/lib/api-client';
import { booksKeys } from './books-keys';

export const getBooks = async (signal?: AbortSignal): Promise<Books> => {
  const [tax, delivery] = await Promise.all([
    apiGet<TaxRates>('/api/tax-rates', signal),
    apiGet<DeliverySettings>('/api/delivery', signal),
  ]);
  return { tax, delivery };
};

export const booksQueryOptions = () =>
  queryOptions({ queryKey: booksKeys.all, queryFn: ({ signal }) => getBooks(signal) });

/**
 * The tax and delivery the checkout prices with: read from the shop when online, else as last read (saved on the
 * device); `confirmed` once read from the shop since the page opened.
 */
export function useBooks() {
  const query = useQuery(booksQueryOptions());
  return { books: query.data, confirmed: query.isFetchedAfterMount && !query.isError };
}

/** The books as the admin's page edits them: read before it shows. */
export const useBooksNow = () => useSuspenseQuery(booksQueryOptions()).data;
