import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { postKeys } from './post-keys';

export const deletePost = (id: string) =>
  authorizedRequest<Post>(`/api/post/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
