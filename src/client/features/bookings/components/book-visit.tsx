import { useState } from 'react';
import type { BookingInput } from '@/shared/schemas/booking';
import { Notice } from '@/client/components/ui/notice';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { outboxKind as bookingOutboxKind } from '../outbox-kind';
import { visitWhen } from '../visit-words';
import { BookingConfirmation, OutcomeCard } from './booking-confirmation';
import { BookingForm, type Visit } from './booking-form';

type Step =
  | { step: 'form'; draft?: Visit; replaces?: string }
  | { step: 'booked'; visit: Visit; manageUrl?: string }
  | { step: 'queued'; visit: Visit; why: string };

type RefusedBooking = OutboxEntry<BookingInput>;

/**
 * Booking a consultation: the form, then its confirmation; or, when it waits in the outbox, what happens
 * next. A booking the shop refused when it went out later (its time was taken meanwhile) is named here,
 * with a way to choose another time that keeps what was typed.
 */
export function BookVisit() {
  const [state, setState] = useState<Step>({ step: 'form' });
  const { entries } = useOutboxEntries();
  const refused = entries.filter(
    (entry): entry is RefusedBooking => entry.kind === bookingOutboxKind.kind && entry.state === 'failed',
  );
  // A visit booked again in place of a refused one: the refused one has done its work.
  const done = (next: Step) => {
    if (state.step === 'form' && state.replaces) void outbox.discard(state.replaces);
    setState(next);
  };

  return (
    <div className="space-y-6">
      {refused.map((entry) => (
        <Notice key={entry.id} kind="alert">
          We could not book your visit on {visitWhen(entry.payload.start)}: {entry.lastError}{' '}
          <button
            type="button"
            className="ml-1 min-h-11 font-bold underline underline-offset-4 focus-ring"
            onClick={() => setState({ step: 'form', draft: { notes: '', ...entry.payload }, replaces: entry.id })}
          >
            Pick another time
          </button>
        </Notice>
      ))}
      {state.step === 'booked' && (
        <BookingConfirmation
          visit={state.visit}
          manageUrl={state.manageUrl}
          onAnother={() => setState({ step: 'form' })}
        />
      )}
      {state.step === 'queued' && (
        <QueuedVisit visit={state.visit} why={state.why} onAnother={() => setState({ step: 'form' })} />
      )}
      {state.step === 'form' && (
        <QueryBoundary
          what="the free visits"
          fallback={
            <div
              className="card h-[36rem] animate-pulse"
              role="status"
              aria-busy="true"
              aria-label="Loading the free visits"
            />
          }
        >
          <BookingForm
            key={state.replaces ?? 'new'}
            draft={state.draft}
            onBooked={(visit, manageUrl) => done({ step: 'booked', visit, manageUrl })}
            onQueued={(visit, why) => done({ step: 'queued', visit, why })}
          />
        </QueryBoundary>
      )}
    </div>
  );
}

/** A booking kept in the outbox: why it waits, and what happens if its time is gone when it goes out. */
function QueuedVisit({ visit, why, onAnother }: { visit: Visit; why: string; onAnother: () => void }) {
  return (
    <OutcomeCard id="queued-title" title={`${visitWhen(visit.start)}: not booked yet`} titleSize="text-2xl">
      <Notice kind="status">{why}</Notice>
      <p className="text-ink-muted">
        If that time is taken by the time it goes out, this page will say so and let you pick another, with what you
        typed kept.
      </p>
      <button type="button" className="btn-outline" onClick={onAnother}>
        Book another visit
      </button>
    </OutcomeCard>
  );
}
