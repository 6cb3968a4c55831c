import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Post } from '@/shared/answers/catalogue';
import { apiGet } from '@/client/lib/api-client';
import { postKeys } from './post-keys';

export const getPosts = (signal?: AbortSignal) => apiGet<Post[]>('/api/posts', signal);

export const postsQueryOptions = () =>
  queryOptions({ queryKey: postKeys.all, queryFn: ({ signal }) => getPosts(signal) });

export const usePosts = () => useSuspenseQuery(postsQueryOptions());
