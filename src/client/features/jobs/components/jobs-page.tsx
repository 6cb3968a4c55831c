import { Link } from '@tanstack/react-router';
import type { JobStatus } from '@/shared/schemas/job';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { jobStatusLabels, shortDay } from '../job-words';
import { addDays, localDay, mondayOf } from '../job-days';
import { AdminJobPanel } from './admin-job-panel';
import { JobsInState } from './jobs-in-state';
import { ReadyToSchedule } from './ready-to-schedule';
import { WeekSchedule } from './week-schedule';

export type JobsSearch = { week?: string; state?: JobStatus; job?: string };

const pill =
  'min-h-11 whitespace-nowrap rounded-full px-4 py-2.5 font-semibold text-ink no-underline ring-1 ring-ink/15 hover:bg-brand-soft focus-ring aria-[current=page]:(bg-ink text-white) aria-[current=page]:hover:bg-ink';
const states = Object.keys(jobStatusLabels) as JobStatus[];

/** Previous week, this week, next week; the week's days in words. */
function WeekNavigation({ week, state }: { week: string; state?: JobStatus }) {
  const thisWeek = mondayOf(localDay(Date.now()));
  const keep = state ? { state } : {};
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h3 className="font-display text-xl font-bold text-ink" data-testid="week-title">
        {shortDay(week)} – {shortDay(addDays(week, 6))} {addDays(week, 6).slice(0, 4)}
      </h3>
      <nav aria-label="Weeks" className="flex flex-wrap gap-2">
        <Link to="/dashboard/jobs" search={{ week: addDays(week, -7), ...keep }} className={pill}>
          ← Previous week
        </Link>
        {week !== thisWeek && (
          <Link to="/dashboard/jobs" search={{ ...keep }} className={pill}>
            This week
          </Link>
        )}
        <Link to="/dashboard/jobs" search={{ week: addDays(week, 7), ...keep }} className={pill}>
          Next week →
        </Link>
      </nav>
    </div>
  );
}

/**
 * The shop's painting jobs on a tablet: the schedule as a week (Monday to Sunday, previous and next), filtered by
 * state; a job opened beside it, to move its days and painters or add extras; every job in the chosen state;
 * and the accepted quotes still to schedule.
 */
export function JobsPage({ week: asked, state, job }: JobsSearch) {
  const week = mondayOf(asked ?? localDay(Date.now()));
  return (
    <div className="space-y-6">
      <h2 className="font-display text-2xl font-bold text-ink">Jobs</h2>
      <nav aria-label="Jobs by state" className="flex flex-wrap gap-2">
        <Link to="/dashboard/jobs" search={{ week }} aria-current={state ? undefined : 'page'} className={pill}>
          All
        </Link>
        {states.map((each) => (
          <Link
            key={each}
            to="/dashboard/jobs"
            search={{ week, state: each }}
            aria-current={each === state ? 'page' : undefined}
            className={pill}
          >
            {jobStatusLabels[each]}
          </Link>
        ))}
      </nav>
      <WeekNavigation week={week} state={state} />
      <DashboardSection what="the schedule">
        <WeekSchedule key={`${week}-${state ?? ''}`} week={week} state={state} chosen={job} />
      </DashboardSection>
      {job && (
        <DashboardSection what="this job" shape="form">
          <AdminJobPanel key={job} id={job} />
        </DashboardSection>
      )}
      {state && (
        <DashboardSection what="the jobs">
          <JobsInState key={state} state={state} />
        </DashboardSection>
      )}
      <DashboardSection what="the accepted quotes">
        <ReadyToSchedule />
      </DashboardSection>
    </div>
  );
}
