import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { RecentPost } from '@/shared/answers/catalogue';
import { apiGet } from '@/client/lib/api-client';
import { postKeys } from './post-keys';

export const getRecentPosts = (signal?: AbortSignal) => apiGet<RecentPost[]>('/api/recentPosts', signal);

export const recentPostsQueryOptions = () =>
  queryOptions({ queryKey: postKeys.recent(), queryFn: ({ signal }) => getRecentPosts(signal) });

export const useRecentPosts = () => useSuspenseQuery(recentPostsQueryOptions());
