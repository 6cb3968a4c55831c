/** A post's wide picture (16:9), filling its card's width; it only illustrates, so it says nothing. */
export const PostCover = ({ src, loading }: { src: string; loading?: 'eager' | 'lazy' }) => (
  <img
    src={src}
    alt=""
    width="800"
    height="450"
    loading={loading}
    decoding="async"
    className="aspect-[16/9] w-full bg-cream object-cover"
  />
);

/**
 * A post's grey shape while it loads: its picture, date, title (`title`: the title's height) and first
 * lines. `status` names it for screen readers when it stands alone (not within a list that says it loads).
 */
export function PostSkeleton({ title, padding, status }: { title: string; padding: string; status?: string }) {
  const named = status ? { role: 'status', 'aria-busy': true, 'aria-label': status } : { 'aria-hidden': true };
  return (
    <div className="card overflow-hidden" {...named}>
      <div className="aspect-[16/9] w-full animate-pulse bg-slate-200/70" />
      <div className={`space-y-3 ${padding}`}>
        {['h-3 w-24', `${title} w-3/4`, 'h-3 w-full', 'h-3 w-11/12'].map((line) => (
          <div key={line} className={`rounded bg-slate-200/70 ${line}`} />
        ))}
      </div>
    </div>
  );
}
