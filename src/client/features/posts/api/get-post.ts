import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Post } from '@/shared/api-types';
import { apiGet } from '@/client/lib/api-client';
import { postsQueryOptions } from './get-posts';

export const getPost = (id: string, signal?: AbortSignal) =>
  apiGet<Post>(`/api/posts/${encodeURIComponent(id)}`, signal);

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...postsQueryOptions().queryKey, id], queryFn: ({ signal }) => getPost(id, signal) });

export const usePost = (id: string) => useSuspenseQuery(postQueryOptions(id));

/**
 * A post never opened before is in the saved list of posts, whole: its page starts from there (as old as
 * the list), so every post of a saved blog opens offline, and is checked again when online.
 */
export function seedPostFromList(queryClient: QueryClient, id: string) {
  if (queryClient.getQueryData(postQueryOptions(id).queryKey)) return;
  const list = queryClient.getQueryState(postsQueryOptions().queryKey);
  const post = list?.data?.find((candidate) => candidate._id === id);
  if (post) queryClient.setQueryData(postQueryOptions(id).queryKey, post, { updatedAt: list!.dataUpdatedAt });
}
