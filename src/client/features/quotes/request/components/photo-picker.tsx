import { useId, useState } from 'react';
import { maxQuotePhotos } from '@/shared/schemas/quote';
import { type PickedPhoto, shrinkChosen } from '@/client/lib/shrink-photo';
import { PhotoThumbnail } from '@/client/components/ui/photo-thumbnail';

const pickButton = 'btn-outline relative cursor-pointer focus-within:(outline outline-3 outline-offset-2 outline-sun)';

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
  const [shrinking, setShrinking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const room = maxQuotePhotos - photos.length;

  async function add(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (chosen.length === 0) return;
    setShrinking(true);
    const { photos: shrunk, problems: unread } = await shrinkChosen(chosen.slice(0, room));
    const tooMany = chosen.length > room ? [`Only ${maxQuotePhotos} photos can go with a request.`] : [];
    setShrinking(false);
    setProblems([...unread, ...tooMany]);
    onChange([...photos, ...shrunk]);
  }

  const input = (label: string, extra: { capture?: 'environment'; multiple?: boolean }) => (
    <label className={`${pickButton} ${room <= 0 || shrinking ? 'pointer-events-none opacity-50' : ''}`}>
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        aria-describedby={hintId}
        disabled={room <= 0 || shrinking}
        {...extra}
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
      />
    </label>
  );

  return (
    <fieldset className="space-y-3">
      <legend className="field-label">Photos of the rooms (optional)</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        Up to {maxQuotePhotos} photos. They are made smaller on your phone before they are sent.
      </p>
      <div className="flex flex-wrap gap-3">
        {input('Take a photo', { capture: 'environment' })}
        {input('Choose photos', { multiple: true })}
      </div>
      {shrinking && (
        <p role="status" className="text-sm text-ink-muted">
          Making the photos smaller…
        </p>
      )}
      {problems.map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
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
