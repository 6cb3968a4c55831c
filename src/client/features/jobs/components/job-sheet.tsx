import type { PainterJob } from '@/shared/answers/jobs';
import { JobPhotoTile } from './job-photo-tile';
import { mapsLink } from '../job-words';
import { JobCard } from './job-card';

/** Where the job is: the address, and a link that opens it in the phone's maps. */
export function JobAddress({ address }: { address: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-ink">
      <span className="min-w-0 break-words font-semibold">{address}</span>
      <a
        href={mapsLink(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline min-h-11 px-4 py-2 text-sm"
      >
        Open in maps
      </a>
    </p>
  );
}

/** What the customer wrote, and the photos they sent with the request (private, fetched with the session). */
export function CustomerNotes({ job }: { job: PainterJob }) {
  return (
    <JobCard id="customer-notes" title="From the customer">
      <p className="mt-2 whitespace-pre-line break-words text-sm text-ink">{job.notes || 'No notes.'}</p>
      {job.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="The customer's photos">
          {job.photos.map((photo, index) => (
            <li key={photo._id}>
              <JobPhotoTile photo={photo} label={`The customer's photo ${index + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </JobCard>
  );
}

/** The tools to bring: the quote's catalogue lines, quantities only. */
export function ToolsToBring({ job }: { job: PainterJob }) {
  return (
    <JobCard id="tools-to-bring" title="Tools to bring">
      {job.tools.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Nothing from the catalogue on this job.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-ink">
          {job.tools.map((tool) => (
            <li key={tool.productId} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{tool.name}</span>
              <span className="whitespace-nowrap font-semibold tabular-nums">× {tool.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </JobCard>
  );
}
