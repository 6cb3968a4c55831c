import type { JobPhoto, PainterJob } from '@/shared/answers/jobs';
import { PhotoInput, ShrinkingState, useShrunkPhotos } from '@/client/components/ui/photo-input';
import { PhotoThumbnail } from '@/client/components/ui/photo-thumbnail';
import { UploadState } from '@/client/components/ui/upload-state';
import type { OutboxAttachment, OutboxEntry, OutboxReceipt } from '@/client/lib/outbox/entry';
import { JobPhotoTile } from './job-photo-tile';
import type { JobStep, StepOf } from '../job-steps';
import { JobCard } from './job-card';

type Take = (step: JobStep, attachments?: OutboxAttachment[]) => Promise<boolean>;

const photoStep = (each: { payload?: unknown }) =>
  (each.payload as JobStep | undefined)?.step === 'photo' ? (each.payload as StepOf<'photo'>) : undefined;

/** How far a photo kept on the phone has gone, or why the shop refused it. */
function PhotoState({ photo }: { photo: OutboxAttachment }) {
  if (photo.refusal) return <p className="text-xs font-semibold text-accent">Refused: {photo.refusal}</p>;
  return <UploadState photo={photo} waiting="Waiting to be sent" label="Sending the photo" />;
}

/**
 * Progress photos taken with the camera: made smaller on the phone like a quote's, kept on it until each is
 * sent (its size before and after shown), then the shop's copies, private, fetched with the session.
 */
export function ProgressPhotos({
  job,
  entries,
  receipts,
  signedOff,
  take,
}: {
  job: PainterJob;
  entries: OutboxEntry[];
  receipts: OutboxReceipt[];
  signedOff: boolean;
  take: Take;
}) {
  const { shrinking, problems, shrink } = useShrunkPhotos();
  const kept = entries.filter((entry) => photoStep(entry));
  const shopHas = new Set(job.progressPhotos.map((photo) => photo._id));
  // Sent since the job was last read: shown from the shop, at the address the shop answered them under.
  const sentLately: Pick<JobPhoto, '_id' | 'url'>[] = receipts
    .flatMap((receipt) => photoStep(receipt)?.photoIds ?? [])
    .filter((id) => !shopHas.has(id))
    .map((id) => ({ _id: id, url: `/api/job-photos/${encodeURIComponent(id)}` }));
  const shown = [...job.progressPhotos, ...sentLately];

  async function add(chosen: File[]) {
    for (const photo of await shrink(chosen)) await take({ jobId: job._id, step: 'photo', photoIds: [] }, [photo]);
  }

  return (
    <JobCard id="progress-photos" title="Progress photos" spacing="space-y-3">
      {!signedOff && (
        <PhotoInput
          label="Take a photo"
          capture="environment"
          className="w-full sm:w-auto"
          disabled={shrinking}
          onFiles={add}
        />
      )}
      <ShrinkingState shrinking={shrinking} working="Making the photo smaller…" problems={problems} />
      {kept.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Photos on this phone">
          {kept.flatMap((entry) =>
            (entry.attachments ?? []).map((photo) => (
              <PhotoThumbnail
                key={photo.key}
                blob={photo.blob}
                originalSize={photo.originalSize}
                label={`Progress photo (${photo.name})`}
              >
                <PhotoState photo={photo} />
              </PhotoThumbnail>
            )),
          )}
        </ul>
      )}
      {shown.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Photos the shop has">
          {shown.map((photo, index) => (
            <li key={photo._id}>
              <JobPhotoTile photo={photo} label={`Progress photo ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : (
        kept.length === 0 && <p className="text-sm text-ink-muted">No progress photos yet.</p>
      )}
    </JobCard>
  );
}
