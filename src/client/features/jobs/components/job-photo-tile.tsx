import type { PrivatePhoto } from '@/client/lib/private-photo';
import { useJobPhotoUrl } from '../api/job-photo';

/** One of a job's private photos, fetched with the session: its image once loaded, or why it is not. */
export function JobPhotoTile({ photo, label }: { photo: PrivatePhoto; label: string }) {
  const { url, failed } = useJobPhotoUrl(photo);
  return (
    <div className="aspect-square overflow-hidden rounded-xl bg-cream ring-1 ring-ink/10">
      {url ? (
        <img src={url} alt={label} className="h-full w-full object-cover" />
      ) : (
        <p className="flex h-full items-center justify-center p-2 text-center text-xs text-ink-muted">
          {failed ? 'Could not load' : 'Loading…'}
        </p>
      )}
    </div>
  );
}
