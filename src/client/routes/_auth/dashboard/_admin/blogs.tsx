import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { PostsAdminTable } from '@/client/features/posts/components/posts-admin-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/blogs')({
  component: () => (
    <>
      <h2 className="mb-4 font-display text-2xl font-bold text-ink">all blog posts</h2>
      <QueryBoundary
        what="the posts"
        fallback={
          <div className="card h-64 animate-pulse" role="status" aria-busy="true" aria-label="Loading the posts" />
        }
      >
        <PostsAdminTable />
      </QueryBoundary>
    </>
  ),
});
