import { usePosts } from '../api/get-posts';
import { PostCard, PostCardSkeleton } from './post-card';

export function PostsList() {
  const { data: posts } = usePosts();
  if (posts.length === 0) return <p className="text-ink-muted">No posts yet. Check back soon for painting tips.</p>;
  return (
    <div className="space-y-8">
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} eager={index === 0} />
      ))}
    </div>
  );
}

export function PostsListSkeleton() {
  return (
    <div className="space-y-8" role="status" aria-busy="true" aria-label="Loading posts">
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  );
}
