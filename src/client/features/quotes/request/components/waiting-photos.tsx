import type { OutboxAttachment, OutboxEntry } from '@/client/lib/outbox/entry';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { connection } from '@/client/lib/connection';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { outboxKind } from '../outbox-kind';
import { shrinkChosen } from '@/client/lib/shrink-photo';
import { PhotoThumbnail } from '@/client/components/ui/photo-thumbnail';
import { UploadState } from '@/client/components/ui/upload-state';

/**
 * The photos of a request waiting in the outbox: each one's upload as it goes ("Photo 2 of 2: 60%"), those the
 * shop has, and a refused one with what to do about it. Replacing or removing it sends the request again,
 * with the photos the shop already took (never uploaded twice) and without typing anything again.
 * `onRevised`: the request is sent again, under a new entry.
 */
export function WaitingPhotos({ entry, onRevised }: { entry: OutboxEntry; onRevised: () => void }) {
  const photos = entry.attachments ?? [];
  if (photos.length === 0) return null;

  async function revise(attachments: OutboxAttachment[]) {
    try {
      onRevised();
      const again = await outbox.resend(entry, attachments);
      if (connection.online() && (await outbox.attempt(again)).outcome === 'sent')
        toast.success('Your quote request was sent.');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  async function replace(index: number, files: FileList | null) {
    const { photos: shrunk, problems } = await shrinkChosen(Array.from(files ?? []).slice(0, 1));
    if (problems[0]) toast.error(problems[0]);
    if (shrunk[0]) await revise(photos.map((photo, at) => (at === index ? shrunk[0]! : photo)));
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Photos of ${entry.summary}`}>
      {photos.map((photo, index) => {
        const label = `Photo ${index + 1} (${photo.name})`;
        const refusal = refusalOf(entry, index);
        return (
          <PhotoThumbnail key={photo.key} blob={photo.blob} originalSize={photo.originalSize} label={label}>
            {refusal ? (
              <div className="space-y-1">
                <p className="text-sm font-semibold text-accent">
                  {label} was refused: {refusal}
                </p>
                <label className="btn-outline relative min-h-11 cursor-pointer text-sm">
                  Replace
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/*"
                    aria-label={`Replace photo ${index + 1}`}
                    className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                    onChange={(event) => void replace(index, event.target.files)}
                  />
                </label>
                <button
                  type="button"
                  className="min-h-11 text-sm font-semibold text-accent underline"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => void revise(photos.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </div>
            ) : (
              <UploadState photo={photo} waiting="Waiting" label={`Photo ${index + 1} of ${photos.length}`} />
            )}
          </PhotoThumbnail>
        );
      })}
    </ul>
  );
}

/**
 * Why the shop refused the photo at `index`: when it was uploaded, or, once the request went, when the shop
 * named it among the request's photos (taken by another request meanwhile, or forgotten after a week unsent).
 */
function refusalOf(entry: OutboxEntry, index: number): string | undefined {
  const path = `${outboxKind.attachments?.payloadField}.${index}`;
  return entry.attachments?.[index]?.refusal ?? entry.refusal?.issues?.find((issue) => issue.path === path)?.message;
}
