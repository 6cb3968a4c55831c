import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { postsQueryOptions } from '@/client/features/posts/api/get-posts';
import { PostsAdminTable } from '@/client/features/posts/components/posts-admin-table';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/blogs')({
  loader: startQueries(postsQueryOptions),
  component: sectionPage(PostsAdminTable, { title: 'all blog posts', what: 'the posts' }),
});
