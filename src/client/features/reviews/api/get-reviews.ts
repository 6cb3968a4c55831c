import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Review } from '@/shared/answers/catalogue';
import { apiGet } from '@/client/lib/api-client';
import { reviewKeys } from './review-keys';

export const getReviews = (signal?: AbortSignal) => apiGet<Review[]>('/api/reviews', signal);

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.all, queryFn: ({ signal }) => getReviews(signal) });

export const useReviews = () => useSuspenseQuery(reviewsQueryOptions());
