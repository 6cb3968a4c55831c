import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@/shared/api-types';
import type { PostCreate } from '@/shared/schemas/post';
import { authorizedRequest } from '@/client/lib/api-client';
import { postKeys } from './post-keys';

export const createPost = (post: PostCreate) => authorizedRequest<Post>('/api/post', { method: 'POST', body: post });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
