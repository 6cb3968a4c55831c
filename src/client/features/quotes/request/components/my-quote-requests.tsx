import { Link } from '@tanstack/react-router';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { formatDateTime } from '@/client/lib/format-date-time';
import { formatDollars } from '@/shared/money';
import { useMyQuoteRequests } from '../api/get-my-quote-requests';
import { requestStateLabels, siteAddress } from '@/shared/quote-labels';

/** The customer's requests the shop has, newest first: where each stands, and its quote once the shop sent one. */
export function MyQuoteRequests({ email }: { email: string }) {
  const { data: requests, dataUpdatedAt } = useMyQuoteRequests(email);
  return (
    <section aria-labelledby="my-requests-title" className="space-y-4">
      <h2 id="my-requests-title" className="font-display text-2xl font-bold text-ink">
        Your quote requests
      </h2>
      <OfflineChangesNotice what="your quote requests" savedAt={dataUpdatedAt} />
      {requests.length === 0 ? (
        <p className="card p-6 text-ink-muted">You have not asked for a quote yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Your quote requests">
          {requests.map((request) => (
            <li
              key={request._id}
              className="card space-y-2 p-5"
              aria-label={`Request of ${formatDateTime(request.createdAt)}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{request.rooms.map((room) => room.name).join(', ')}</p>
                <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-ink">
                  {requestStateLabels[request.state]}
                </span>
              </div>
              <p className="break-words text-sm text-ink-muted">
                {siteAddress(request)} · asked {formatDateTime(request.createdAt)} ·{' '}
                {request.photos.length === 1 ? '1 photo' : `${request.photos.length} photos`}
              </p>
              {request.quote && (
                <p className="text-sm text-ink">
                  Quote of {formatDollars(request.quote.total)}:{' '}
                  <Link
                    className="font-semibold text-brand underline"
                    to="/dashboard/quotes/$id"
                    params={{ id: request.quote._id }}
                  >
                    View quote
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
