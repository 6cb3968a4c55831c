import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { QuoteRequest } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { useReadyQuotes } from '../api/get-schedule';
import { createJob, useJobChange } from '../api/job-changes';
import { mondayOf } from '../job-days';
import { JobPlanForm } from './job-plan-form';

/** One accepted quote waiting for its job: scheduled here, on its days with its painters. */
function ReadyQuote({ request }: { request: QuoteRequest }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useJobChange(createJob);
  const quote = request.quote!;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block break-words font-semibold text-ink">{request.customerName}</span>
          <span className="block break-words text-ink-muted">{request.address}</span>
          <span className="block text-ink-muted">
            {request.rooms.map((room) => room.name).join(', ')} · {formatDollars(quote.total)}
          </span>
        </p>
        {!open && (
          <button
            type="button"
            className="btn-primary min-h-11 px-4 py-2"
            aria-label={`Schedule the job of ${request.customerName} at ${request.address}`}
            onClick={() => setOpen(true)}
          >
            Schedule
          </button>
        )}
      </div>
      {open && (
        <div className="mt-4">
          <JobPlanForm
            initial={{ days: [], painterIds: [] }}
            submitLabel="Schedule the job"
            onSubmit={async (plan) => {
              const job = await create.mutateAsync({ quoteId: quote._id, ...plan });
              await navigate({ to: '/dashboard/jobs', search: { week: mondayOf(job.days[0]!), job: job._id } });
            }}
          />
        </div>
      )}
    </li>
  );
}

/** The accepted quotes that have no job yet (a deposit paid, or none asked): the work to schedule. */
export function ReadyToSchedule() {
  const { data: requests } = useReadyQuotes();
  return (
    <section aria-labelledby="ready-to-schedule" className="space-y-3">
      <h3 id="ready-to-schedule" className="font-display text-xl font-bold text-ink">
        Ready to schedule
      </h3>
      {requests.length === 0 ? (
        <p className="card p-5 text-sm text-ink-muted">Every accepted quote has its job.</p>
      ) : (
        <ul className="space-y-3" aria-label="Accepted quotes without a job">
          {requests.map((request) => (
            <ReadyQuote key={request._id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
