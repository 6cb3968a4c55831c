import { type FormEvent, useState } from 'react';
import type { PainterJob } from '@/shared/answers/jobs';
import { TextAreaField } from '@/client/components/ui/text-field';
import type { JobStep } from '../job-steps';
import type { OutboxAttachment } from '@/client/lib/outbox/entry';
import { PhotoInput, ShrinkingState, useShrunkPhotos } from '@/client/components/ui/photo-input';
import { maxChangePhotos } from '@/shared/schemas/job-change';
import { changeStatusWords } from '../job-words';
import { JobCard } from './job-card';

/**
 * Changes to the work found on site (a cracked wall to fill, a room added): proposed from the phone with photos,
 * with no signal too (the photos go first, as the job's progress photos), for the shop to price and the customer
 * to approve. The painter sees where each stands, never a price.
 */
export function ChangeProposals({
  job,
  take,
}: {
  job: PainterJob;
  take: (step: JobStep, attachments?: OutboxAttachment[]) => Promise<boolean>;
}) {
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<OutboxAttachment[]>([]);
  const [error, setError] = useState<string>();
  const { shrinking, problems, shrink } = useShrunkPhotos();
  const open = job.status === 'scheduled' || job.status === 'in_progress';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!description.trim()) return setError('Say what the change is first.');
    setError(undefined);
    const step = { jobId: job._id, step: 'change' as const, description: description.trim(), photoIds: [] };
    if (await take(step, photos)) {
      setDescription('');
      setPhotos([]);
    }
  }

  return (
    <JobCard id="changes" title="Changes to the work" spacing="space-y-3">
      {job.changes.length > 0 && (
        <ul className="space-y-2 text-sm" aria-label="Changes proposed">
          {job.changes.map((change) => (
            <li key={change._id} className="flex flex-wrap justify-between gap-2 rounded-lg bg-cream/60 p-3">
              <span className="break-words text-ink">{change.description}</span>
              <span className="font-semibold text-ink-muted">{changeStatusWords[change.status]}</span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextAreaField
            label="What changes, and why"
            value={description}
            maxLength={1000}
            onChange={(event) => setDescription(event.target.value)}
            error={error}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <PhotoInput
              label={photos.length > 0 ? `Photos: ${photos.length} (add more)` : 'Add photos of it'}
              capture="environment"
              className="w-full sm:w-auto"
              disabled={shrinking || photos.length >= maxChangePhotos}
              onFiles={async (chosen) => {
                const shrunk = await shrink(chosen);
                setPhotos((before) => [...before, ...shrunk].slice(0, maxChangePhotos));
              }}
            />
            <button type="submit" className="btn-outline w-full sm:w-auto" disabled={shrinking}>
              Propose the change
            </button>
          </div>
          <ShrinkingState shrinking={shrinking} working="Making the photo smaller…" problems={problems} />
        </form>
      )}
    </JobCard>
  );
}
