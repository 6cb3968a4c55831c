import type { ReviewCreate } from '@/shared/schemas/review';
import { defineOutboxKind } from '@/client/lib/outbox/kind';

/** A review: it goes only with its author's session (the shop names it after their profile). */
export const outboxKind = defineOutboxKind<ReviewCreate>({
  kind: 'review',
  url: '/api/reviews',
  session: 'required',
  editAt: '/dashboard/addreview',
});
