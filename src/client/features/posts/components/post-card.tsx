import { Link } from '@tanstack/react-router';
import type { Post } from '@/shared/api-types';
import { excerpt } from '@/shared/excerpt';

export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  return (
    <article id={`post-${post._id}`} className="card overflow-hidden">
      <img
        src={post.img}
        alt=""
        width="800"
        height="450"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[16/9] w-full bg-cream object-cover"
      />
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

export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="card overflow-hidden">
      <div className="aspect-[16/9] w-full animate-pulse bg-slate-200/70" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-24 rounded bg-slate-200/70" />
        <div className="h-6 w-3/4 rounded bg-slate-200/70" />
        <div className="h-3 w-full rounded bg-slate-200/70" />
        <div className="h-3 w-11/12 rounded bg-slate-200/70" />
      </div>
    </div>
  );
}
