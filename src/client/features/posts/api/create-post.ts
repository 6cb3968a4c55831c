import type { Post } from '@/shared/answers/catalogue';
import type { PostCreate } from '@/shared/schemas/post';
import { authorizedRequest } from '@/client/lib/api-client';
import { useRefreshingMutation } from '@/client/lib/use-refreshing-mutation';
import { postKeys } from './post-keys';

export const createPost = (post: PostCreate) => authorizedRequest<Post>('/api/post', { method: 'POST', body: post });

export const useCreatePost = () => useRefreshingMutation(createPost, postKeys.all);
