import { type Pager as PagerState, pageSize } from '@/client/lib/use-paged-query';

/** Previous and next under a paged table, and which rows are in view. */
export function Pager({ pager, label }: { pager: PagerState; label: string }) {
  const { offset, total, changing, canGo, go } = pager;
  if (total <= pageSize) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {changing ? 'Loading…' : `Showing ${offset + 1}–${last} of ${total.toLocaleString()}`}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2"
          disabled={changing || !canGo(offset - pageSize)}
          onClick={() => go(offset - pageSize)}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2"
          disabled={changing || !canGo(offset + pageSize)}
          onClick={() => go(offset + pageSize)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
