import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Post } from '@/shared/answers/catalogue';
import { apiGet } from '@/client/lib/api-client';
import { seedFromList } from '@/client/lib/seed-from-list';
import { postKeys } from './post-keys';

export const getPost = (id: string, signal?: AbortSignal) =>
  apiGet<Post>(`/api/posts/${encodeURIComponent(id)}`, signal);

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.one(id), queryFn: ({ signal }) => getPost(id, signal) });

export const usePost = (id: string) => useSuspenseQuery(postQueryOptions(id));

/** A post never opened before starts from the saved list of posts, which holds it whole. */
export const seedPostFromList = (queryClient: QueryClient, id: string) =>
  seedFromList(queryClient, postKeys.all, postKeys.one(id), id);
