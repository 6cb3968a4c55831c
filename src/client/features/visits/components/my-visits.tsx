import { Link } from '@tanstack/react-router';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { useMyVisits } from '../api/get-my-visits';
import { VisitsByDay } from './visits-calendar';

/** A customer's own visits to come (booked signed in, or with the email their account verified), each cancellable. */
export function MyVisits({ email }: { email: string }) {
  const { data: visits, dataUpdatedAt } = useMyVisits(email);
  return (
    <>
      <OfflineChangesNotice what="your visits" savedAt={dataUpdatedAt} className="mb-4" />
      {visits.length === 0 ? (
        <div className="card space-y-4 p-8 text-center">
          <p className="font-semibold text-ink">You have no visits booked.</p>
          <Link to="/book" className="btn-primary">
            Book a colour consultation
          </Link>
        </div>
      ) : (
        <VisitsByDay visits={visits} withVisitor={false} label="Your visits" />
      )}
    </>
  );
}
