import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { postsQueryOptions } from '@/client/features/posts/api/get-posts';
import { recentPostsQueryOptions } from '@/client/features/posts/api/get-recent-posts';
import { PostsSidebar } from '@/client/features/posts/components/posts-sidebar';
import { PostsList, PostsListSkeleton } from '@/client/features/posts/components/posts-list';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/blogs')({
  loader: startQueries(postsQueryOptions, recentPostsQueryOptions),
  component: BlogsPage,
});

function BlogsPage() {
  return (
    <>
      <PageBanner title="Blogs" />
      <div className="page-container grid gap-10 py-12 lg:grid-cols-3">
        <section aria-label="Posts" className="lg:col-span-2">
          <QueryBoundary what="the posts" fallback={<PostsListSkeleton />}>
            <PostsList />
          </QueryBoundary>
        </section>
        <PostsSidebar />
      </div>
    </>
  );
}
