import 'swiper/css';
import { useState } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { QuotePhoto } from '@/shared/answers/quotes';
import { useModalDialog } from '@/client/components/ui/modal-dialog';
import { usePhotoUrl } from '../api/quote-photo';

function FullPhoto({ photo, number, count }: { photo: QuotePhoto; number: number; count: number }) {
  const { url, failed } = usePhotoUrl(photo);
  return (
    <div className="flex h-full w-full items-center justify-center p-2">
      {url ? (
        <img src={url} alt={`Photo ${number} of ${count}`} className="max-h-full max-w-full object-contain" />
      ) : (
        <p className="text-white">{failed ? 'This photo could not be loaded.' : 'Loading…'}</p>
      )}
    </div>
  );
}

/**
 * The request's photos full screen, one at a time: swiped on a tablet, the arrow keys on a keyboard, and
 * the buttons either way; Escape or Close leaves. A modal dialog, so focus stays within it while open.
 * Swiper is heavy: this file loads only when a photo is opened.
 */
export default function PhotoViewer({
  photos,
  initialIndex,
  onClose,
}: {
  photos: QuotePhoto[];
  initialIndex: number;
  onClose: () => void;
}) {
  // Swiper measures its box as it starts: it is made once the dialog is open, never in a closed (unsized) one.
  const { open, dialog } = useModalDialog(onClose);
  const [index, setIndex] = useState(initialIndex);
  const [swiper, setSwiper] = useState<{ slidePrev: () => void; slideNext: () => void }>();
  const step =
    'min-h-11 rounded-full bg-white/15 px-4 py-2 font-semibold text-white hover:bg-white/30 focus-ring disabled:opacity-40';
  return (
    <dialog
      {...dialog}
      aria-label="Photos"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-ink"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-3">
          <p aria-live="polite" className="font-semibold">
            Photo {index + 1} of {photos.length}
          </p>
          <button type="button" className={step} onClick={onClose}>
            Close
          </button>
        </div>
        {open && (
          <Swiper
            modules={[Keyboard, A11y]}
            initialSlide={initialIndex}
            keyboard={{ enabled: true }}
            a11y={{ containerMessage: 'Photos of the request', slideRole: 'group' }}
            onSwiper={setSwiper}
            onSlideChange={(instance) => setIndex(instance.activeIndex)}
            className="min-h-0 w-full flex-1"
          >
            {photos.map((photo, number) => (
              <SwiperSlide key={photo._id} className="!h-full">
                <FullPhoto photo={photo} number={number + 1} count={photos.length} />
              </SwiperSlide>
            ))}
          </Swiper>
        )}
        <div className="flex justify-center gap-3 p-3">
          <button type="button" className={step} disabled={index === 0} onClick={() => swiper?.slidePrev()}>
            Previous photo
          </button>
          <button
            type="button"
            className={step}
            disabled={index === photos.length - 1}
            onClick={() => swiper?.slideNext()}
          >
            Next photo
          </button>
        </div>
      </div>
    </dialog>
  );
}
