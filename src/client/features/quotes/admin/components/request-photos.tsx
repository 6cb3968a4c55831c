import { useState } from 'react';
import { lazyPart } from '@/client/components/ui/lazy-part';
import type { QuotePhoto } from '@/shared/answers/quotes';
import { usePhotoUrl } from '../api/quote-photo';

/** The full-screen viewer brings swiper: loaded when a photo is first opened. */
const PhotoViewer = lazyPart(() => import('./photo-viewer'));

function PhotoThumbnail({ photo, number, onOpen }: { photo: QuotePhoto; number: number; onOpen: () => void }) {
  const { url, failed } = usePhotoUrl(photo);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group relative aspect-square w-full overflow-hidden rounded-xl bg-cream ring-1 ring-ink/10 focus-ring"
      aria-label={`Open photo ${number} full screen`}
    >
      {url ? (
        <img src={url} alt="" className="h-full w-full object-cover transition group-hover:scale-105" />
      ) : (
        <span className="flex h-full items-center justify-center p-2 text-center text-xs text-ink-muted">
          {failed ? 'Could not load' : 'Loading…'}
        </span>
      )}
    </button>
  );
}

/** The request's photos as thumbnails, each opening the full-screen viewer at it. */
export function RequestPhotos({ photos }: { photos: QuotePhoto[] }) {
  const [openAt, setOpenAt] = useState<number>();
  if (photos.length === 0) return <p className="text-ink-muted">No photos.</p>;
  return (
    <>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5" aria-label="Photos">
        {photos.map((photo, index) => (
          <li key={photo._id}>
            <PhotoThumbnail photo={photo} number={index + 1} onOpen={() => setOpenAt(index)} />
          </li>
        ))}
      </ul>
      {openAt !== undefined && (
        <PhotoViewer
          photos={photos}
          initialIndex={openAt}
          onClose={() => setOpenAt(undefined)}
          fallback={<div role="status" aria-label="Opening the photo" className="fixed inset-0 z-50 bg-ink/90" />}
        />
      )}
    </>
  );
}
