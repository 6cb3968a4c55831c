import type { ReactNode } from 'react';
import type { JobStatus } from '@/shared/schemas/job';
import { daysInWords, jobBadgeLook, jobStatusLabels } from '../job-words';

/**
 * The top of a job's card, for its painters and for its customer alike: the heading beside the job's status,
 * then its days and its painters (`crew`: what the reader calls them), and what else the reader needs to know
 * (`children`).
 */
export function JobFacts({
  heading,
  job,
  statusTestId,
  crew,
  small = false,
  children,
}: {
  heading: ReactNode;
  job: { status: JobStatus; days: string[]; painters: { name: string }[] };
  statusTestId: string;
  crew: string;
  small?: boolean;
  children?: ReactNode;
}) {
  const fact = small ? 'text-sm text-ink' : 'text-ink';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {heading}
        <span className={jobBadgeLook(job.status)} data-testid={statusTestId}>
          {jobStatusLabels[job.status]}
        </span>
      </div>
      <p className={fact}>
        <span className="font-semibold">Days:</span> {daysInWords(job.days)}
      </p>
      <p className={fact}>
        <span className="font-semibold">{crew}:</span> {job.painters.map((painter) => painter.name).join(', ')}
      </p>
      {children}
    </>
  );
}
