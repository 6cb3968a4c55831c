import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CustomerJob } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { myJobsQueryOptions } from '../api/get-jobs';
import { JobFacts } from './job-facts';
import { ChangeOrdersCustomer } from './change-orders-customer';
import { ColourApproval } from './colour-approval';

/**
 * The painting job of a customer's quote, once the shop scheduled it (its emails link to the quote): its state,
 * its days and crew, the rooms done, and its invoice to read and pay once the work is signed off. Nothing until
 * there is a job; the quote above never waits for it.
 */
export function QuoteJob({ quoteId }: { quoteId: string }) {
  const { data: jobs } = useQuery(myJobsQueryOptions());
  const job = jobs?.find((each): each is CustomerJob => each.quoteId === quoteId && each.view === 'customer');
  if (!job) return null;
  const done = job.checklist.filter((item) => item.done).length;
  return (
    <section aria-labelledby="your-job" className="card max-w-3xl space-y-3 p-5 sm:p-8">
      <JobFacts
        heading={
          <h2 id="your-job" className="font-display text-2xl font-bold text-ink">
            Your painting job
          </h2>
        }
        job={job}
        statusTestId="customer-job-status"
        crew="Painters"
      >
        <p className="text-ink">
          <span className="font-semibold">Rooms done:</span> {done} of {job.checklist.length}
        </p>
      </JobFacts>
      <ColourApproval job={job} />
      <ChangeOrdersCustomer job={job} />
      {job.invoice && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <p className="text-ink">
            {job.invoice.status === 'paid' ? 'Invoice paid.' : `Balance to pay: ${formatDollars(job.invoice.balance)}.`}
          </p>
          <Link to="/dashboard/invoices/$id" params={{ id: job.invoice._id }} className="btn-primary w-full sm:w-auto">
            View invoice
          </Link>
        </div>
      )}
    </section>
  );
}
