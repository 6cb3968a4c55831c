import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catalogueQueryRoots } from '@/shared/catalogue-endpoints';
import { visitKeys } from './features/visits/api/visit-keys';
import { badgeKeys } from './features/badge/api/badge-keys';
import { pushKeys } from './features/notifications/api/push-keys';
import { messagesKeys } from './features/messages/api/messages-keys';
import { emailKeys } from './features/emails/api/email-keys';
import { orderKeys } from './features/orders/api/order-keys';
import { profileKeys } from './features/profile/api/profile-keys';
import { quoteKeys } from './features/quotes/customer/api/quote-keys';
import { usersKeys } from './features/users/api/users-keys';
import { quoteAdminKeys } from './features/quotes/admin/api/quote-admin-keys';
import { quotePhotoKeys } from './features/quotes/admin/api/quote-photo-keys';
import { quoteRequestKeys } from './features/quotes/request/api/quote-request-keys';
import { takingsKeys } from './features/takings/api/takings-keys';
import { jobKeys, jobPhotoKeys } from './features/jobs/api/job-keys';

/**
 * Whose data a query holds, by the roots of the features' key factories: the public catalogue (the
 * queries of the shared list of catalogue endpoints) and the free visits, saved for everyone on the
 * device, or one signed-in user's own, saved under them and gone when their session ends.
 */
const publicRoots: QueryKey[] = [...catalogueQueryRoots.map((root) => [root]), visitKeys.slots];
const userRoots: QueryKey[] = [
  orderKeys.all,
  profileKeys.all,
  usersKeys.all,
  messagesKeys.all,
  visitKeys.all,
  emailKeys.all,
  quoteKeys.all,
  quoteRequestKeys.all,
  quoteAdminKeys.all,
  takingsKeys.all,
  jobKeys.all,
  badgeKeys.all,
  pushKeys.all,
];

const under = (roots: QueryKey[]) => (queryKey: QueryKey) =>
  roots.some((root) => root.every((part, index) => queryKey[index] === part));

export const queryScopes = { isPublicQuery: under(publicRoots), isUserQuery: under(userRoots) };

/** One user's data held in memory only, never saved on the device: the private photos of quote requests and jobs. */
const memoryOnlyUserRoots: QueryKey[] = [quotePhotoKeys.all, jobPhotoKeys.all];

/** The session has ended: every query of that user's leaves memory, so the next person never sees it. */
export function endSession(queryClient: QueryClient) {
  for (const queryKey of [...userRoots, ...memoryOnlyUserRoots]) queryClient.removeQueries({ queryKey });
}
