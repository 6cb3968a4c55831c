import { Link } from '@tanstack/react-router';
import type { AdminJob } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { formatDateTime } from '@/client/lib/format-date-time';
import { useJob } from '../api/get-jobs';
import { moveJob, useJobChange } from '../api/job-changes';
import { JobPhotoTile } from './job-photo-tile';
import { TimeLogged } from './time-logged';
import { daysInWords, jobBadgeLook, jobStatusLabels } from '../job-words';
import { JobExtras } from './job-extras';
import { ChangeOrdersAdmin } from './change-orders-admin';
import { JobPlanForm } from './job-plan-form';

const subheading = 'font-display text-lg font-bold text-ink';

/** What the job comes to: the quote, the extras, the deposit paid, and the invoice once written. */
function Money({ job }: { job: AdminJob }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-cream p-4 text-sm text-ink">
      <dt>Quote</dt>
      <dd className="text-right tabular-nums">{formatDollars(job.quoteTotal)}</dd>
      <dt>Extras</dt>
      <dd className="text-right tabular-nums" data-testid="extras-total">
        {formatDollars(job.extrasTotal)}
      </dd>
      <dt>Deposit paid</dt>
      <dd className="text-right tabular-nums">−{formatDollars(job.depositPaid)}</dd>
      <dt className="font-bold">{job.invoice ? 'Invoice balance' : 'Balance so far'}</dt>
      <dd className="text-right font-bold tabular-nums">
        {formatDollars(job.invoice ? job.invoice.balance : job.quoteTotal + job.extrasTotal - job.depositPaid)}
      </dd>
      {job.invoice && (
        <dd className="col-span-2">
          <Link to="/dashboard/invoices/$id" params={{ id: job.invoice._id }} className="font-semibold underline">
            Invoice: {job.invoice.status === 'paid' ? 'paid' : 'open'}
          </Link>
        </dd>
      )}
    </dl>
  );
}

/** The crew's side of the job as the shop sees it: the rooms ticked, the time, their notes and photos. */
function OnSite({ job }: { job: AdminJob }) {
  const done = job.checklist.filter((item) => item.done);
  return (
    <>
      <section aria-labelledby="admin-rooms" className="space-y-1 text-sm text-ink">
        <h4 id="admin-rooms" className={subheading}>
          Rooms: {done.length} of {job.checklist.length} done
        </h4>
        <p>{job.checklist.map((item) => `${item.room}${item.done ? ' ✓' : ''}`).join(', ')}</p>
      </section>
      <TimeLogged job={job} className="" />
      {job.shopNotes.length > 0 && (
        <section aria-labelledby="admin-notes" className="space-y-2 text-sm">
          <h4 id="admin-notes" className={subheading}>
            Notes from the crew
          </h4>
          {job.shopNotes.map((note) => (
            <p key={note._id} className="whitespace-pre-line break-words rounded-lg bg-cream/60 p-3 text-ink">
              {note.text} <span className="block text-xs text-ink-muted">{note.by}</span>
            </p>
          ))}
        </section>
      )}
      {job.progressPhotos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Progress photos">
          {job.progressPhotos.map((photo, index) => (
            <li key={photo._id}>
              <JobPhotoTile photo={photo} label={`Progress photo ${index + 1}`} />
            </li>
          ))}
        </ul>
      )}
      {job.completion && (
        <p className="text-sm text-ink">
          Signed off by <strong>{job.completion.signedName}</strong>, {formatDateTime(job.completion.at)}.
        </p>
      )}
    </>
  );
}

/**
 * One job for the shop, beside its week: who and where, its days and painters (moved while it is not
 * completed), its extras (added before the invoice), what it comes to, and what the crew did on site.
 */
export function AdminJobPanel({ id }: { id: string }) {
  const { data, dataUpdatedAt } = useJob(id);
  const job = data as AdminJob;
  const move = useJobChange((plan: Parameters<typeof moveJob>[1]) => moveJob(id, plan));
  const movable = job.status === 'scheduled' || job.status === 'in_progress';
  return (
    <article aria-labelledby="job-title" className="card space-y-5 p-5">
      <OfflineChangesNotice what="this job" savedAt={dataUpdatedAt} />
      <header className="space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id="job-title" className="min-w-0 break-words font-display text-2xl font-bold text-ink">
            {job.customerName}
          </h3>
          <span className={jobBadgeLook(job.status)} data-testid="admin-job-status">
            {jobStatusLabels[job.status]}
          </span>
        </div>
        <p className="break-all text-sm text-ink-muted">{job.customerEmail}</p>
        <p className="break-words text-sm text-ink">{job.address}</p>
        <p className="text-sm text-ink">
          <span className="font-semibold">Days:</span> {daysInWords(job.days)} ·{' '}
          <span className="font-semibold">Painters:</span> {job.painters.map((painter) => painter.name).join(', ')}
        </p>
      </header>
      <Money job={job} />
      {movable && (
        <section aria-labelledby="move-job" className="space-y-3">
          <h4 id="move-job" className={subheading}>
            Days and painters
          </h4>
          <JobPlanForm
            key={`${job.days.join()}|${job.painters.map((painter) => painter._id).join()}`}
            initial={{ days: job.days, painterIds: job.painters.map((painter) => painter._id) }}
            submitLabel="Save the days and painters"
            onSubmit={(plan) => move.mutateAsync(plan)}
          />
        </section>
      )}
      <ChangeOrdersAdmin job={job} />
      <JobExtras job={job} />
      <OnSite job={job} />
    </article>
  );
}
