import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { bookingKeys } from './features/bookings/api/booking-keys';
import { messagesKeys } from './features/contact/api/messages-keys';
import { orderKeys } from './features/orders/api/order-keys';
import { postsQueryOptions } from './features/posts/api/get-posts';
import { profileKeys } from './features/profile/api/get-user';
import { reviewsQueryOptions } from './features/reviews/api/get-reviews';
import { toolsQueryOptions } from './features/tools/api/get-tools';
import { usersKeys } from './features/users/api/users-keys';

/**
 * Whose data a query holds, by the roots of the features' key factories: the public catalogue, saved for
 * everyone on the device, or one signed-in user's own, saved under them and gone when their session ends.
 */
const publicRoots: QueryKey[] = [
  toolsQueryOptions().queryKey,
  postsQueryOptions().queryKey,
  reviewsQueryOptions().queryKey,
  bookingKeys.slots,
];
const userRoots: QueryKey[] = [orderKeys.all, profileKeys.all, usersKeys.all, messagesKeys.all, bookingKeys.all];

const under = (roots: QueryKey[]) => (queryKey: QueryKey) =>
  roots.some((root) => root.every((part, index) => queryKey[index] === part));

export const queryScopes = { isPublicQuery: under(publicRoots), isUserQuery: under(userRoots) };

/** The session has ended: every query of that user's leaves memory, so the next person never sees it. */
export function endSession(queryClient: QueryClient) {
  for (const queryKey of userRoots) queryClient.removeQueries({ queryKey });
}
