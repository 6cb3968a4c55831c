import { Link } from '@tanstack/react-router';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { formatDateTime } from '@/client/lib/format-date-time';
import type { QuoteRequest } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { quoteRequestStates, type QuoteRequestState } from '@/shared/schemas/quote';
import { useQuoteRequests } from '../api/get-quote-requests';
import { quoteStatusLabels, requestStateLabels, siteAddress } from '@/shared/quote-labels';
import { badgeLook, counted } from '../quote-words';

function QuoteCell({ quote }: { quote: QuoteRequest['quote'] }) {
  if (!quote) return <span className="text-ink-muted">None yet</span>;
  return (
    <>
      <span className={badgeLook(quote.status)}>{quoteStatusLabels[quote.status]}</span>
      <span className="ml-2 font-semibold text-ink">{formatDollars(quote.total)}</span>
    </>
  );
}

const columns: Column<QuoteRequest>[] = [
  {
    header: 'Customer',
    cell: (request) => (
      <>
        <span className="font-semibold text-ink">{request.customerName}</span>
        <span className="block break-all text-ink-muted">{request.customerEmail}</span>
      </>
    ),
  },
  { header: 'Address', cell: (request) => siteAddress(request), className: 'break-words' },
  {
    header: 'Rooms, photos',
    cell: (request) => `${counted(request.rooms.length, 'room')}, ${counted(request.photos.length, 'photo')}`,
  },
  { header: 'Asked', cell: (request) => formatDateTime(request.createdAt) },
  {
    header: 'State',
    cell: (request) => <span className={badgeLook(request.state)}>{requestStateLabels[request.state]}</span>,
  },
  { header: 'Quote', cell: (request) => <QuoteCell quote={request.quote} /> },
  {
    header: 'Open',
    action: true,
    cell: (request) => (
      <Link
        to="/dashboard/quotes/requests/$requestId"
        params={{ requestId: request._id }}
        className="btn-outline min-h-11 px-4 py-2"
        aria-label={`Open the request of ${request.customerName} at ${request.address}`}
      >
        Open
      </Link>
    ),
  },
];

function RequestsInState({ state }: { state: QuoteRequestState }) {
  const requests = useQuoteRequests(state);
  return (
    <DataTable
      label={`${requestStateLabels[state]} quote requests`}
      what="the quote requests"
      columns={columns}
      list={requests}
      empty={`No ${requestStateLabels[state].toLowerCase()} requests.`}
      fitsFrom="wide"
    />
  );
}

/**
 * The customers' quote requests, one state at a time (New first: the shop's to price), newest first. The
 * states stay in view while a state's rows load.
 */
export function QuoteRequestsPage({ state }: { state: QuoteRequestState }) {
  return (
    <>
      <h2 className="mb-4 font-display text-2xl font-bold text-ink">Quotes</h2>
      <nav aria-label="Requests by state" className="mb-4 flex flex-wrap gap-2">
        {quoteRequestStates.map((each) => (
          <Link
            key={each}
            to="/dashboard/quotes"
            search={{ state: each }}
            aria-current={each === state ? 'page' : undefined}
            className="min-h-11 whitespace-nowrap rounded-full px-4 py-2.5 font-semibold text-ink no-underline ring-1 ring-ink/15 hover:bg-brand-soft focus-ring aria-[current=page]:(bg-ink text-white) aria-[current=page]:hover:bg-ink"
          >
            {requestStateLabels[each]}
          </Link>
        ))}
      </nav>
      <DashboardSection what="the quote requests">
        <RequestsInState key={state} state={state} />
      </DashboardSection>
    </>
  );
}
