import { Link } from '@tanstack/react-router';
import { usePost } from '../api/get-post';
import { PostCover, PostSkeleton } from './post-cover';

/** A whole blog post: its image, date, title and every paragraph of its text. */
export function PostArticle({ id }: { id: string }) {
  const { data: post } = usePost(id);
  return (
    <article className="card overflow-hidden">
      <PostCover src={post.img} />
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

export const PostArticleSkeleton = () => <PostSkeleton title="h-8" padding="p-6 sm:p-10" status="Loading the post" />;
