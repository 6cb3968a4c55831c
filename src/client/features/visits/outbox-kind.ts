import type { VisitInput } from '@/shared/schemas/visit';
import { defineOutboxKind } from '@/client/lib/outbox/kind';

/**
 * A visit booked: one booked signed in goes with its author's session (it is that account's), one booked
 * signed out without. A refused one is shown on the booking page, to pick another time, not edited.
 */
export const outboxKind = defineOutboxKind<VisitInput>({
  kind: 'booking',
  url: '/api/bookings',
  session: 'author',
});
