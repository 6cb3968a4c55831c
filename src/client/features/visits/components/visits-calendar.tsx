import { Link } from '@tanstack/react-router';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { Pager } from '@/client/components/dashboard/pager';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { Visit } from '@/shared/answers/visits';
import { useCancelVisit } from '../api/cancel-visit';
import { useAllVisits } from '../api/get-all-visits';
import { dayName, visitDate, visitTime, visitWhen } from '../visit-words';

/** A visit's fields, and its Cancel after a confirmation (which frees its time); shared by the admin's and a customer's lists. */
export function useVisitColumns({ withVisitor }: { withVisitor: boolean }): Column<Visit>[] {
  const cancel = useCancelVisit();
  const visitor: Column<Visit>[] = [
    { header: 'Name', cell: (visit) => visit.name, className: 'font-semibold text-ink' },
    {
      header: 'Phone',
      cell: (visit) => (
        <a href={`tel:${visit.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center text-brand">
          {visit.phone}
        </a>
      ),
    },
  ];
  // A customer's own visit leads on to a quote for the painting it was about.
  const quote: Column<Visit> = {
    header: 'Quote',
    action: true,
    cell: (visit) => (
      <Link
        to="/quote"
        search={{ visitId: visit._id }}
        className="inline-flex min-h-11 items-center font-semibold text-brand"
      >
        Ask for a quote
      </Link>
    ),
  };
  return [
    { header: 'Time', cell: (visit) => visitTime(visit.start), className: 'font-bold text-ink' },
    ...(withVisitor ? visitor : []),
    { header: 'Address', cell: (visit) => visit.address },
    { header: 'Notes', cell: (visit) => <p className="max-w-prose whitespace-pre-line">{visit.notes || '—'}</p> },
    {
      header: 'Cancel',
      action: true,
      cell: (visit) => (
        <RowActionButton
          label={`Cancel the visit ${withVisitor ? `of ${visit.name} ` : ''}on ${visitWhen(visit.start)}`}
          busy={cancel.isPending}
          onClick={() =>
            confirmedAction(
              `Cancel the visit ${withVisitor ? `of ${visit.name} ` : ''}on ${visitWhen(visit.start)}? Its time becomes free again.`,
              () => cancel.mutateAsync(visit._id),
              'The visit is cancelled.',
            )
          }
        >
          Cancel
        </RowActionButton>
      ),
    },
    ...(withVisitor ? [] : [quote]),
  ];
}

/** The visits of each day, one table a day, soonest first. */
export function VisitsByDay({ visits, withVisitor, label }: { visits: Visit[]; withVisitor: boolean; label: string }) {
  const columns = useVisitColumns({ withVisitor });
  const days = [...new Set(visits.map((visit) => visitDate(visit.start)))];
  return (
    <div className="space-y-8">
      {days.map((day) => (
        <section key={day} aria-labelledby={`visits-${day}`}>
          <h3 id={`visits-${day}`} className="mb-3 font-display text-xl font-bold text-ink">
            {dayName(day)}
          </h3>
          <DataTable
            label={`${label}, ${dayName(day)}`}
            what={label}
            columns={columns}
            list={{ rows: visits.filter((visit) => visitDate(visit.start) === day) }}
            empty=""
            fitsFrom={withVisitor ? 'wide' : 'medium'}
            offlineNotice={false}
          />
        </section>
      ))}
    </div>
  );
}

/** The admin's calendar: today's visits and those to come, by day, 25 at a time; each can be cancelled. */
export function VisitsCalendar() {
  const { rows: visits, dataUpdatedAt, pager } = useAllVisits();
  return (
    <>
      <OfflineChangesNotice what="the bookings" savedAt={dataUpdatedAt} className="mb-4" />
      {visits.length === 0 ? (
        <div className="card p-8 text-center font-semibold text-ink">No visits booked.</div>
      ) : (
        <VisitsByDay visits={visits} withVisitor label="Visits" />
      )}
      <Pager pager={pager} label="Bookings" />
    </>
  );
}
