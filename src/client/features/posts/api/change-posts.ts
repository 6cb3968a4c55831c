import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@/shared/api-types';
import type { PostCreate } from '@/shared/schemas/post';
import { authorizedRequest } from '@/client/lib/api-client';
import { postsQueryOptions } from './get-posts';

// The recent-posts key sits under the posts key, so one invalidation refreshes both.
const refreshPosts = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: postsQueryOptions().queryKey });

export const createPost = (post: PostCreate) => authorizedRequest<Post>('/api/post', { method: 'POST', body: post });
export const deletePost = (id: string) =>
  authorizedRequest<Post>(`/api/post/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => refreshPosts(queryClient) });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSettled: () => refreshPosts(queryClient) });
}
