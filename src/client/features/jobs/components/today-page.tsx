import { Link } from '@tanstack/react-router';
import type { Job } from '@/shared/answers/jobs';
import { Notice } from '@/client/components/ui/notice';
import { ageInWords } from '@/client/lib/age-in-words';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useMyJobs } from '../api/get-jobs';
import { jobBadgeLook, jobStatusLabels, shortDay } from '../job-words';
import { localDay } from '../job-days';
import { useKeepJobPhotos } from '../use-keep-job-photos';

const finished = (job: Job) => job.completion !== null || (job.status !== 'scheduled' && job.status !== 'in_progress');

/** Today's and the next days' jobs by day, and any job still open from an earlier day. */
function byDay(jobs: Job[], today: string) {
  const days = new Map<string, Job[]>();
  for (const job of jobs) for (const day of job.days) if (day >= today) days.set(day, [...(days.get(day) ?? []), job]);
  const earlier = jobs.filter((job) => !finished(job) && job.days.every((day) => day < today));
  return { days: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)), earlier };
}

function JobCard({ job }: { job: Job }) {
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-display text-lg font-bold text-ink">{job.customerName}</p>
        <span className={jobBadgeLook(job.status)}>{jobStatusLabels[job.status]}</span>
      </div>
      <p className="mt-1 break-words text-sm text-ink">{job.address}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {job.rooms.map((room) => room.name).join(', ')} · {job.checklist.filter((item) => item.done).length} of{' '}
        {job.checklist.length} done
      </p>
      <Link
        to="/dashboard/jobs/$id"
        params={{ id: job._id }}
        className="btn-primary mt-3 w-full sm:w-auto"
        aria-label={`Open the job at ${job.address}`}
      >
        Open the job
      </Link>
    </li>
  );
}

const dayTitle = (day: string, today: string) => (day === today ? `Today, ${shortDay(day)}` : shortDay(day));

/**
 * A painter's day: their jobs today and on the next days, each to open on site; saved on the phone with their
 * age, so it opens with no signal. The customers' photos of today's jobs are fetched while there is a line.
 */
export function TodayPage() {
  const online = useOnlineStatus();
  const { data: jobs, dataUpdatedAt } = useMyJobs();
  const today = localDay(Date.now());
  const { days, earlier } = byDay(jobs, today);
  useKeepJobPhotos(days.find(([day]) => day === today)?.[1] ?? []);
  return (
    <div className="space-y-6">
      {!online && (
        <Notice kind="status">
          You are offline — showing your jobs saved {ageInWords(Date.now() - dataUpdatedAt)}. What you do on a job is
          kept on this phone and sent when the line returns.
        </Notice>
      )}
      {days.length === 0 && earlier.length === 0 && (
        <p className="card p-6 text-center font-semibold text-ink">No jobs scheduled for you from today on.</p>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="still-open">
          <h3 id="still-open" className="mb-2 font-display text-xl font-bold text-ink">
            Still open from earlier days
          </h3>
          <ul className="space-y-3">
            {earlier.map((job) => (
              <JobCard key={job._id} job={job} />
            ))}
          </ul>
        </section>
      )}
      {days.map(([day, dayJobs]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="mb-2 font-display text-xl font-bold text-ink">
            {dayTitle(day, today)}
          </h3>
          <ul className="space-y-3" aria-label={`Jobs on ${shortDay(day)}`}>
            {dayJobs.map((job) => (
              <JobCard key={job._id} job={job} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
