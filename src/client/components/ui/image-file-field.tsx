import { useState } from 'react';
import { imageSizeProblem } from '@/client/lib/upload-image';
import { Field } from './text-field';

/** A file picker for one image, as the upload route takes them; a file too large is said at once. */
export function ImageFileField({
  label = 'Image',
  className,
  error,
  onChoose,
}: {
  label?: string;
  className?: string;
  error?: string;
  onChoose: (file: File | undefined) => void;
}) {
  const [sizeProblem, setSizeProblem] = useState<string>();
  return (
    <Field label={label} error={sizeProblem ?? error} className={className}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="block w-full rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm file:(mr-4 rounded-full border-0 bg-brand-soft px-4 py-2 font-semibold text-ink)"
            onChange={(event) => {
              const file = event.target.files?.[0];
              setSizeProblem(file && imageSizeProblem(file));
              onChoose(file);
            }}
          />
          <p className="mt-1 text-sm text-ink-muted">PNG, JPEG, WebP or GIF, up to 5 MB.</p>
        </>
      )}
    </Field>
  );
}

/** How far an upload has gone, while it goes. */
export function UploadProgress({ progress }: { progress: number | undefined }) {
  if (progress === undefined) return null;
  return (
    <div>
      <progress
        className="h-3 w-full overflow-hidden rounded-full accent-brand"
        value={progress}
        max={1}
        aria-label="Uploading the image"
      />
      <p className="mt-1 text-sm text-ink-muted">Uploading… {Math.round(progress * 100)}%</p>
    </div>
  );
}
