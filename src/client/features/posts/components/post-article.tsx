import { Link } from '@tanstack/react-router';
import { usePost } from '../api/get-post';

/** A whole blog post: its image, date, title and every paragraph of its text. */
export function PostArticle({ id }: { id: string }) {
  const { data: post } = usePost(id);
  return (
    <article className="card overflow-hidden">
      <img
        src={post.img}
        alt=""
        width="800"
        height="450"
        decoding="async"
        className="aspect-[16/9] w-full bg-cream object-cover"
      />
      <div className="p-6 sm:p-10">
        <p className="text-sm font-semibold text-accent">{post.date}</p>
        <h1 className="mt-1 font-display text-3xl font-bold text-ink sm:text-4xl">{post.title}</h1>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
          {post.desc.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <Link to="/blogs" className="btn-outline mt-8">
          All posts
        </Link>
      </div>
    </article>
  );
}

export function PostArticleSkeleton() {
  return (
    <div className="card overflow-hidden" role="status" aria-busy="true" aria-label="Loading the post">
      <div className="aspect-[16/9] w-full animate-pulse bg-slate-200/70" />
      <div className="space-y-3 p-6 sm:p-10">
        <div className="h-3 w-24 rounded bg-slate-200/70" />
        <div className="h-8 w-3/4 rounded bg-slate-200/70" />
        <div className="h-3 w-full rounded bg-slate-200/70" />
        <div className="h-3 w-11/12 rounded bg-slate-200/70" />
      </div>
    </div>
  );
}
