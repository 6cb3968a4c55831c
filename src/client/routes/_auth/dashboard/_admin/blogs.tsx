import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { postsQueryOptions } from '@/client/features/posts/api/get-posts';
import { PostsAdminTable } from '@/client/features/posts/components/posts-admin-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/blogs')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(postsQueryOptions()),
  component: () => (
    <DashboardSection title="all blog posts" what="the posts">
      <PostsAdminTable />
    </DashboardSection>
  ),
});
