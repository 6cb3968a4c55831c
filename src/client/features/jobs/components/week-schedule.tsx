import { Link } from '@tanstack/react-router';
import type { AdminJob } from '@/shared/answers/jobs';
import type { JobStatus } from '@/shared/schemas/job';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { useWeek } from '../api/get-schedule';
import { jobBadgeLook, jobStatusLabels, shortDay } from '../job-words';
import { addDays, localDay } from '../job-days';

/** One job on one day of the week: who, where, the crew; it opens beside the week. */
function JobOnDay({ job, week, state, chosen }: { job: AdminJob; week: string; state?: JobStatus; chosen: boolean }) {
  return (
    <li>
      <Link
        to="/dashboard/jobs"
        search={{ week, ...(state ? { state } : {}), job: job._id }}
        aria-current={chosen ? 'true' : undefined}
        aria-label={`${job.customerName}, ${job.address}: ${jobStatusLabels[job.status]}`}
        className="block min-h-11 rounded-xl bg-white p-3 text-sm no-underline ring-1 ring-ink/10 hover:bg-brand-soft focus-ring aria-[current=true]:ring-2 aria-[current=true]:ring-ink md:(p-2 text-xs)"
      >
        <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{job.customerName}</span>
        <span className="block text-ink-muted [overflow-wrap:anywhere]">{job.address.split(',')[0]}</span>
        <span className="block text-ink-muted [overflow-wrap:anywhere]">
          {job.painters.map((painter) => painter.name).join(', ')}
        </span>
        <span className={`${jobBadgeLook(job.status)} mt-1 md:(px-2 text-[0.7rem])`}>
          {jobStatusLabels[job.status]}
        </span>
      </Link>
    </li>
  );
}

/**
 * The week from `week` (a Monday) to its Sunday, day by day, each with its jobs (only those in `state`, when
 * one is chosen): seven rows on a phone, seven columns from a tablet on.
 */
export function WeekSchedule({ week, state, chosen }: { week: string; state?: JobStatus; chosen?: string }) {
  const { data: jobs, dataUpdatedAt } = useWeek(week);
  const shown = state ? jobs.filter((job) => job.status === state) : jobs;
  const today = localDay(Date.now());
  const days = Array.from({ length: 7 }, (_, index) => addDays(week, index));
  return (
    <>
      <OfflineChangesNotice what="the schedule" savedAt={dataUpdatedAt} className="mb-4" />
      <ol className="grid gap-3 md:(grid-cols-7 gap-1.5)" aria-label="The week, Monday to Sunday">
        {days.map((day) => {
          const onDay = shown.filter((job) => job.days.includes(day));
          return (
            <li
              key={day}
              className="min-w-0 rounded-xl bg-white/70 p-3 ring-1 ring-ink/5 md:p-1.5 aria-[current=date]:ring-2 aria-[current=date]:ring-brand"
              aria-current={day === today ? 'date' : undefined}
              aria-labelledby={`schedule-${day}`}
            >
              <h3 id={`schedule-${day}`} className="mb-2 font-bold text-ink md:text-sm">
                {shortDay(day)}
                {day === today && <span className="ml-2 text-xs font-bold text-brand md:(ml-0 block)">Today</span>}
              </h3>
              {onDay.length === 0 ? (
                <p className="text-sm text-ink-muted md:text-xs">No jobs.</p>
              ) : (
                <ul className="space-y-2" aria-label={`Jobs on ${shortDay(day)}`}>
                  {onDay.map((job) => (
                    <JobOnDay key={job._id} job={job} week={week} state={state} chosen={job._id === chosen} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
