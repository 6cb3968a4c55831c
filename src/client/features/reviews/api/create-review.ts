import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/shared/api-types';
import type { ReviewCreate } from '@/shared/schemas/review';
import { authorizedRequest, newIdempotencyKey } from '@/client/lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

export const createReview = (review: ReviewCreate, idempotencyKey = newIdempotencyKey()) =>
  authorizedRequest<Review>('/api/reviews', { method: 'POST', body: review, headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewCreate) => createReview(review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
