import { Link } from '@tanstack/react-router';
import type { AdminJob } from '@/shared/answers/jobs';
import type { JobStatus } from '@/shared/schemas/job';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { useJobsInState } from '../api/get-schedule';
import { daysInWords, jobStatusLabels } from '../job-words';
import { mondayOf } from '../job-days';

const columns = (state: JobStatus): Column<AdminJob>[] => [
  {
    header: 'Customer',
    cell: (job) => (
      <>
        <span className="font-semibold text-ink">{job.customerName}</span>
        <span className="block break-words text-ink-muted">{job.address}</span>
      </>
    ),
  },
  { header: 'Days', cell: (job) => daysInWords(job.days), className: 'break-words' },
  { header: 'Painters', cell: (job) => job.painters.map((painter) => painter.name).join(', ') },
  {
    header: 'Open',
    action: true,
    cell: (job) => (
      <Link
        to="/dashboard/jobs"
        search={{ week: mondayOf(job.days[0]!), state, job: job._id }}
        className="btn-outline min-h-11 px-4 py-2"
        aria-label={`Open the job of ${job.customerName} at ${job.address}`}
      >
        Open
      </Link>
    ),
  },
];

/** Every job in one state, whatever its days (an invoiced job of last month too), each opened on its week. */
export function JobsInState({ state }: { state: JobStatus }) {
  const jobs = useJobsInState(state);
  return (
    <DataTable
      label={`Every ${jobStatusLabels[state].toLowerCase()} job`}
      what="the jobs"
      columns={columns(state)}
      list={jobs}
      empty={`No ${jobStatusLabels[state].toLowerCase()} jobs.`}
      offlineNotice={false}
    />
  );
}
