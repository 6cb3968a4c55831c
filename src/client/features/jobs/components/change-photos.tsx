import type { JobChange } from '@/shared/answers/job-changes';
import { JobPhotoTile } from './job-photo-tile';

/** The photos a painter took of a change: progress photos of its job, private to the job's people. */
export function ChangePhotos({ change }: { change: Pick<JobChange, 'photoIds'> }) {
  if (change.photoIds.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos of the change">
      {change.photoIds.map((id, index) => (
        <li key={id}>
          <JobPhotoTile
            photo={{ _id: id, url: `/api/job-photos/${encodeURIComponent(id)}` }}
            label={`Photo ${index + 1} of the change`}
          />
        </li>
      ))}
    </ul>
  );
}
