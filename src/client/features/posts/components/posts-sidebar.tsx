import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { useRecentPosts } from '../api/get-recent-posts';

function RecentPostItems() {
  const { data: posts } = useRecentPosts();
  return (
    <ul className="space-y-4">
      {posts.map((post) => (
        <li key={post._id}>
          <Link
            to="/blogs/$id"
            params={{ id: post._id }}
            className="group flex items-center gap-3 rounded-lg no-underline focus-ring"
          >
            <img
              src={post.img}
              alt=""
              width="80"
              height="45"
              loading="lazy"
              className="h-14 w-20 shrink-0 rounded-lg bg-cream object-cover"
            />
            <span>
              <span className="block font-semibold leading-snug text-ink group-hover:text-brand">{post.title}</span>
              <span className="text-sm text-ink-muted">{post.date}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RecentPostsPlaceholder() {
  return (
    <ul className="space-y-4" role="status" aria-busy="true" aria-label="Loading recent posts">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex items-center gap-3">
          <div className="h-14 w-20 shrink-0 animate-pulse rounded-lg bg-slate-200/70" />
          <div className="h-4 flex-1 rounded bg-slate-200/70" />
        </li>
      ))}
    </ul>
  );
}

const socialLinks = [
  { label: 'instagram', href: 'https://www.instagram.com/' },
  { label: 'facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'Youtube', href: 'https://www.youtube.com/' },
] as const;

export function PostsSidebar() {
  return (
    <aside className="space-y-8" aria-label="Blog sidebar">
      <section aria-labelledby="recent-post-title" className="card p-6">
        <h2 id="recent-post-title" className="mb-5 text-lg font-bold capitalize text-ink">
          recent post
        </h2>
        <QueryBoundary what="recent posts" fallback={<RecentPostsPlaceholder />}>
          <RecentPostItems />
        </QueryBoundary>
      </section>
      <section aria-labelledby="social-title" className="card p-6">
        <h2 id="social-title" className="mb-5 text-lg font-bold text-ink">
          Social Media
        </h2>
        <ul className="grid grid-cols-2 gap-3">
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg bg-brand-soft px-3 py-2.5 text-center font-semibold capitalize text-ink no-underline hover:(bg-brand text-white) focus-ring"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
