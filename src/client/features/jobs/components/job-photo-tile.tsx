import type { PrivatePhoto } from '@/client/lib/private-photo';
import { useJobPhotoUrl } from '../api/job-photo';

/**
 * One of a job's private photos, fetched with the session: its image once loaded, or why it is not. Held in
 * memory only, a photo seen since the app started opens offline; one not seen yet waits for the connection.
 */
export function JobPhotoTile({ photo, label }: { photo: PrivatePhoto; label: string }) {
  const { url, failed, waitsForConnection } = useJobPhotoUrl(photo);
  return (
    <div className="aspect-square overflow-hidden rounded-xl bg-cream ring-1 ring-ink/10">
      {url ? (
        <img src={url} alt={label} className="h-full w-full object-cover" />
      ) : (
        <p className="flex h-full items-center justify-center p-2 text-center text-xs text-ink-muted">
          {failed ? 'Could not load' : waitsForConnection ? 'Shown when you are back online' : 'Loading…'}
        </p>
      )}
    </div>
  );
}
