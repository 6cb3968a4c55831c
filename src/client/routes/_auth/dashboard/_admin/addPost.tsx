import { createFileRoute } from '@tanstack/react-router';
import { AddPostForm } from '@/client/features/posts/components/add-post-form';

export const Route = createFileRoute('/_auth/dashboard/_admin/addPost')({
  component: AddPostForm,
});
