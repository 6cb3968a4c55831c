import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { Visit } from '@/shared/answers/visits';
import { useCancelVisitByLink } from '../api/cancel-visit-by-link';
import { useVisitByLink } from '../api/get-visit-by-link';
import { visitWhen } from '../visit-words';
import { MoveVisitForm } from './move-visit-form';

/** One visit opened by its manage link: when and where, moved to another free time, or cancelled after a confirmation. */
export function ManagedVisit({ id, manageKey }: { id: string; manageKey: string }) {
  const { data: visit } = useVisitByLink(id, manageKey);
  const cancel = useCancelVisitByLink(id, manageKey);
  const online = useOnlineStatus();
  const [cancelled, setCancelled] = useState<Visit>();
  const [moving, setMoving] = useState(false);

  if (cancelled) {
    return (
      <section className="card space-y-4 p-8 text-center" aria-labelledby="visit-title">
        <h2 id="visit-title" className="font-display text-2xl font-bold text-ink">
          Your visit is cancelled
        </h2>
        <p className="text-ink-muted">{visitWhen(cancelled.start)} is free again. We hope to see you another time.</p>
        <Link to="/book" className="btn-primary">
          Book another visit
        </Link>
      </section>
    );
  }
  return (
    <section className="card space-y-4 p-8" aria-labelledby="visit-title">
      <h2 id="visit-title" className="font-display text-2xl font-bold text-ink">
        {visitWhen(visit.start)}
      </h2>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold text-ink">Name</dt>
        <dd>{visit.name}</dd>
        <dt className="font-semibold text-ink">Address</dt>
        <dd>{visit.address}</dd>
        <dt className="font-semibold text-ink">Phone</dt>
        <dd>{visit.phone}</dd>
        <dt className="font-semibold text-ink">Notes</dt>
        <dd className="whitespace-pre-line">{visit.notes || '—'}</dd>
      </dl>
      {/* Without the visit: whoever holds this link may not be the account that may name it. */}
      <Link to="/quote" className="btn-primary">
        Ask for a quote
      </Link>
      <button
        type="button"
        className="btn-outline"
        aria-expanded={moving}
        disabled={!online}
        onClick={() => setMoving(true)}
      >
        Move to another time
      </button>
      <button
        type="button"
        className="btn-outline"
        disabled={!online || cancel.isPending}
        onClick={() =>
          void confirmedAction(
            `Cancel your visit on ${visitWhen(visit.start)}? Its time becomes free again.`,
            async () => setCancelled(await cancel.mutateAsync()),
            'Your visit is cancelled.',
          )
        }
      >
        Cancel this visit
      </button>
      {!online && <p className="text-sm text-ink-muted">Moving or cancelling needs a connection.</p>}
      {moving && (
        <Suspense fallback={<p className="text-ink-muted">Loading the free times…</p>}>
          <MoveVisitForm visit={visit} manageKey={manageKey} onDone={() => setMoving(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** What a link that opens no visit says: wrong, cancelled already, or long past; all look the same. */
export function VisitLinkNotFound() {
  return (
    <section className="card space-y-4 p-8 text-center">
      <h2 className="font-display text-2xl font-bold text-ink">This link does not open a visit</h2>
      <p className="text-ink-muted">
        The visit may have been cancelled, or the link was not copied whole. Check the link, or book a new visit.
      </p>
      <Link to="/book" className="btn-primary">
        Book a consultation
      </Link>
    </section>
  );
}
