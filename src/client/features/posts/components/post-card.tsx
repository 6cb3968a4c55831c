import { Link } from '@tanstack/react-router';
import type { Post } from '@/shared/answers/catalogue';
import { excerpt } from '@/shared/excerpt';
import { PostCover, PostSkeleton } from './post-cover';

export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  return (
    <article id={`post-${post._id}`} className="card overflow-hidden">
      <PostCover src={post.img} loading={eager ? 'eager' : 'lazy'} />
      <div className="p-6">
        <p className="text-sm font-semibold text-accent">{post.date}</p>
        <h2 className="mt-1 font-display text-2xl font-bold text-ink">
          <Link to="/blogs/$id" params={{ id: post._id }} className="text-ink no-underline hover:text-brand focus-ring">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 leading-relaxed text-ink-muted">{excerpt(post.desc)}</p>
        <Link
          to="/blogs/$id"
          params={{ id: post._id }}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand focus-ring"
          aria-label={`Read the whole post: ${post.title}`}
        >
          Read more →
        </Link>
      </div>
    </article>
  );
}

export const PostCardSkeleton = () => <PostSkeleton title="h-6" padding="p-6" />;
