import { createFileRoute, Link, useParams } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { postQueryOptions, seedPostFromList } from '@/client/features/posts/api/get-post';
import { recentPostsQueryOptions } from '@/client/features/posts/api/get-recent-posts';
import { PostsSidebar } from '@/client/features/posts/components/posts-sidebar';
import { PostArticle, PostArticleSkeleton } from '@/client/features/posts/components/post-article';

export const Route = createFileRoute('/blogs_/$id')({
  // Not awaited: the page paints its placeholders at once (as prerendered) and the post fills them in.
  loader: ({ context: { queryClient }, params }) => {
    seedPostFromList(queryClient, params.id);
    void queryClient.prefetchQuery(postQueryOptions(params.id));
    void queryClient.prefetchQuery(recentPostsQueryOptions());
  },
  component: PostPage,
});

function PostPage() {
  // Read by the route's address, not through Route, so the route's small config is not a chunk of its own.
  const { id } = useParams({ from: '/blogs_/$id' });
  return (
    <div className="page-container grid gap-10 py-12 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <QueryBoundary what="this post" fallback={<PostArticleSkeleton />} notFound={<PostNotFound />}>
          <PostArticle id={id} />
        </QueryBoundary>
      </div>
      <PostsSidebar />
    </div>
  );
}

function PostNotFound() {
  return (
    <section className="card p-8 text-center">
      <h1 className="section-title">This post was not found</h1>
      <p className="mt-3 text-ink-muted">It may have been taken down. The other posts are still here.</p>
      <Link to="/blogs" className="btn-primary mt-6">
        All posts
      </Link>
    </section>
  );
}
