import { Link } from '@tanstack/react-router';
import { Notice } from '@/client/components/ui/notice';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { Me } from '../job-as-done';
import { useJobDay } from '../use-job-day';
import { useJobSteps } from '../use-job-steps';
import { JobActivity } from './job-activity';
import { JobFacts } from './job-facts';
import { CustomerNotes, JobAddress, ToolsToBring } from './job-sheet';
import { ProgressPhotos } from './progress-photos';
import { RoomChecklist } from './room-checklist';
import { ShopNoteForm } from './shop-note-form';
import { ChangeProposals } from './change-proposals';
import { SignOff } from './sign-off';
import { TimeClock } from './time-clock';
import { TimeLogged } from './time-logged';

/**
 * A painter's job, on site: where it is, the rooms to paint and tick, what the customer said and showed, the
 * tools to bring, the time and the photos, the customer's sign-off, and where each step stands. Every step works
 * with no signal: it shows done at once and goes to the shop, once, when the line returns. No price anywhere.
 */
export function JobDayPage({ id, me }: { id: string; me: Me }) {
  const online = useOnlineStatus();
  const { job, entries, receipts } = useJobDay(id, me);
  const { take, refusal } = useJobSteps(job);
  const signedOff = job.completion !== null;
  return (
    <div className="max-w-3xl space-y-4">
      <Link to="/dashboard/today" className="btn-outline min-h-11 px-4 py-2">
        ← Today
      </Link>
      <header className="card space-y-3 p-5">
        <JobFacts
          heading={<h2 className="min-w-0 break-words font-display text-2xl font-bold text-ink">{job.customerName}</h2>}
          job={job}
          statusTestId="job-status"
          crew="Crew"
          small
        >
          <JobAddress address={job.address} />
        </JobFacts>
      </header>
      {!online && (
        <Notice kind="status">
          No signal: what you do here is kept on this phone and sent to the shop when the line returns.
        </Notice>
      )}
      {refusal && <Notice kind="alert">The shop refused it: {refusal}</Notice>}
      <TimeClock job={job} me={me} take={take} />
      <RoomChecklist job={job} signedOff={signedOff} take={take} />
      <ToolsToBring job={job} />
      <CustomerNotes job={job} />
      <ProgressPhotos job={job} entries={entries} receipts={receipts} signedOff={signedOff} take={take} />
      <ChangeProposals job={job} take={take} />
      <ShopNoteForm job={job} take={take} />
      <TimeLogged job={job} />
      <SignOff job={job} take={take} />
      <JobActivity entries={entries} receipts={receipts} />
    </div>
  );
}
