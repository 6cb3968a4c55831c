import { useId } from 'react';
import { maxQuotePhotos } from '@/shared/schemas/quote';
import type { PickedPhoto } from '@/client/lib/shrink-photo';
import { PhotoInput, ShrinkingState, useShrunkPhotos } from '@/client/components/ui/photo-input';
import { PhotoThumbnail } from '@/client/components/ui/photo-thumbnail';

/**
 * Up to `maxQuotePhotos` photos for a request: taken with the camera or chosen from the phone, made smaller
 * as they come, shown as thumbnails that can be removed.
 */
export function PhotoPicker({
  photos,
  onChange,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
}) {
  const hintId = useId();
  const { shrinking, problems, shrink } = useShrunkPhotos();
  const room = maxQuotePhotos - photos.length;

  async function add(chosen: File[]) {
    const tooMany = chosen.length > room ? [`Only ${maxQuotePhotos} photos can go with a request.`] : [];
    onChange([...photos, ...(await shrink(chosen.slice(0, room), tooMany))]);
  }
  const disabled = room <= 0 || shrinking;

  return (
    <fieldset className="space-y-3">
      <legend className="field-label">Photos of the rooms (optional)</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        Up to {maxQuotePhotos} photos. They are made smaller on your phone before they are sent.
      </p>
      <div className="flex flex-wrap gap-3">
        <PhotoInput label="Take a photo" capture="environment" describedBy={hintId} disabled={disabled} onFiles={add} />
        <PhotoInput label="Choose photos" multiple describedBy={hintId} disabled={disabled} onFiles={add} />
      </div>
      <ShrinkingState shrinking={shrinking} working="Making the photos smaller…" problems={problems} />
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <PhotoThumbnail
              key={photo.key}
              blob={photo.blob}
              originalSize={photo.originalSize}
              label={`Photo ${index + 1} (${photo.name})`}
            >
              <button
                type="button"
                className="min-h-11 text-sm font-semibold text-accent underline"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onChange(photos.filter((each) => each.key !== photo.key))}
              >
                Remove
              </button>
            </PhotoThumbnail>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
