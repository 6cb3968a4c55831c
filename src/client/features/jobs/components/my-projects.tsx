import { Link } from '@tanstack/react-router';
import type { InvoiceSummary } from '@/shared/answers/jobs';
import type { Project, ProjectQuote } from '@/shared/answers/projects';
import { dayInWords } from '@/shared/dates';
import { formatDollars } from '@/shared/money';
import { quoteStatusLabels, requestStateLabels, siteAddress } from '@/shared/quote-labels';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { formatDateTime } from '@/client/lib/format-date-time';
import type { PrivatePhoto } from '@/client/lib/private-photo';
import { useMyProjects } from '../api/get-my-projects';
import { OpeningPhotoTile } from './full-photo';
import { JobFacts } from './job-facts';
import { ColourApproval } from './colour-approval';
import { ChangeOrdersCustomer } from './change-orders-customer';

const part = 'space-y-2 border-t border-ink/10 pt-3';
const partTitle = 'font-display text-lg font-bold text-ink';
const badge = 'rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-ink';

function Photos({ photos, label }: { photos: PrivatePhoto[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <OpeningPhotoTile photo={photo} label={`${label}: photo ${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}

function QuotePart({ quote }: { quote: ProjectQuote }) {
  const open = quote.status === 'sent' || quote.status === 'viewed';
  return (
    <div className={part}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className={partTitle}>Quote</h4>
        <span className={badge}>{quoteStatusLabels[quote.status]}</span>
      </div>
      <p className="text-ink">
        {formatDollars(quote.total)}
        {quote.tax > 0 && ` with ${formatDollars(quote.tax)} tax`} · deposit {formatDollars(quote.deposit)} (
        {quote.depositPercent}%)
      </p>
      {open && <p className="text-sm text-ink-muted">Valid until {dayInWords(quote.validUntil)}.</p>}
      <Link
        to="/dashboard/quotes/$id"
        params={{ id: quote._id }}
        className={`${open ? 'btn-primary' : 'btn-outline'} w-full sm:w-auto`}
      >
        {open ? 'Read and answer the quote' : 'View quote'}
      </Link>
    </div>
  );
}

function InvoicePart({ invoice }: { invoice: InvoiceSummary }) {
  const owed = invoice.status !== 'paid' && invoice.balance > 0;
  return (
    <div className={part}>
      <h4 className={partTitle}>Invoice</h4>
      <p className="text-ink">
        {formatDollars(invoice.total)} · deposit paid {formatDollars(invoice.depositPaid)} ·{' '}
        <span className="font-semibold">{owed ? `balance ${formatDollars(invoice.balance)}` : 'paid'}</span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {owed && (
          <Link to="/dashboard/invoices/$id/pay" params={{ id: invoice._id }} className="btn-accent w-full sm:w-auto">
            Pay balance
          </Link>
        )}
        <Link to="/dashboard/invoices/$id" params={{ id: invoice._id }} className="btn-outline w-full sm:w-auto">
          View invoice
        </Link>
      </div>
    </div>
  );
}

function ProjectCard({ project: { request, quote, job, invoice, visit } }: { project: Project }) {
  const rooms = request.rooms.map((room) => room.name).join(', ') || 'Painting';
  const titleId = `project-${request._id}`;
  const roomsDone = job?.checklist.filter((item) => item.done) ?? [];
  return (
    <li className="card space-y-3 p-5 sm:p-6" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-display text-xl font-bold text-ink">
          {rooms}
        </h3>
        <span className={badge}>{requestStateLabels[request.state]}</span>
      </div>
      <p className="break-words text-sm text-ink-muted">
        {siteAddress(request)} · asked {formatDateTime(request.createdAt)}
      </p>
      {visit && (
        <p className="text-sm text-ink">
          Colour consultation: {dayInWords(visit.start.slice(0, 10))} at {visit.start.slice(11, 16)}
        </p>
      )}
      <Photos photos={request.photos} label="Your photos" />
      {quote ? (
        <QuotePart quote={quote} />
      ) : (
        <p className="text-sm text-ink-muted">The shop is preparing your quote.</p>
      )}
      {job && (
        <div className={part}>
          <JobFacts
            heading={<h4 className={partTitle}>Painting job</h4>}
            job={job}
            statusTestId="project-job-status"
            crew="Painters"
            small
          >
            <p className="text-sm text-ink">
              <span className="font-semibold">Rooms done:</span> {roomsDone.length} of {job.checklist.length}
              {roomsDone.length > 0 && ` (${roomsDone.map((item) => item.room).join(', ')})`}
            </p>
          </JobFacts>
          <ColourApproval job={job} />
          <ChangeOrdersCustomer job={job} />
          {job.progressPhotos.length > 0 ? (
            <Photos photos={job.progressPhotos} label="Progress photos" />
          ) : (
            <p className="text-sm text-ink-muted">No progress photos yet.</p>
          )}
        </div>
      )}
      {invoice && <InvoicePart invoice={invoice} />}
    </li>
  );
}

/**
 * The customer's painting work in one place, newest first: each request with its photos, the quote and where
 * it stands, the job (its days, crew, rooms done and progress photos) and the invoice with its balance.
 * Saved on the device: offline it shows the last copy and says how old it is.
 */
export function MyProjects() {
  const { data: projects, dataUpdatedAt } = useMyProjects();
  return (
    <>
      <OfflineChangesNotice what="your projects" savedAt={dataUpdatedAt} className="mb-4" />
      {projects.length === 0 ? (
        <div className="card space-y-4 p-8 text-center">
          <p className="font-semibold text-ink">You have no painting projects yet.</p>
          <Link to="/quote" className="btn-primary">
            Ask for a painting quote
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Your projects">
          {projects.map((project) => (
            <ProjectCard key={project.request._id} project={project} />
          ))}
        </ul>
      )}
    </>
  );
}
