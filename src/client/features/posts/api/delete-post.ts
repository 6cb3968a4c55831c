import type { Post } from '@/shared/answers/catalogue';
import { authorizedRequest } from '@/client/lib/api-client';
import { useRefreshingMutation } from '@/client/lib/use-refreshing-mutation';
import { postKeys } from './post-keys';

export const deletePost = (id: string) =>
  authorizedRequest<Post>(`/api/post/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeletePost = () => useRefreshingMutation(deletePost, postKeys.all, { always: true });
