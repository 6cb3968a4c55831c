import { useState } from 'react';
import type { VisitInput } from '@/shared/schemas/visit';
import { Notice } from '@/client/components/ui/notice';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { outboxKind as visitOutboxKind } from '../outbox-kind';
import { visitWhen } from '../visit-words';
import { VisitConfirmation, OutcomeCard } from './visit-confirmation';
import { VisitForm, type VisitRequest } from './visit-form';

type Step =
  | { step: 'form'; draft?: VisitRequest; replaces?: string }
  | { step: 'booked'; visit: VisitRequest; manageUrl?: string }
  | { step: 'queued'; visit: VisitRequest; why: string };

type RefusedVisit = OutboxEntry<VisitInput>;

/**
 * Booking a consultation: the form, then its confirmation; or, when it waits in the outbox, what happens
 * next. A booking the shop refused when it went out later (its time was taken meanwhile) is named here,
 * with a way to choose another time that keeps what was typed.
 */
export function BookVisit() {
  const [state, setState] = useState<Step>({ step: 'form' });
  const { entries } = useOutboxEntries();
  const refused = entries.filter(
    (entry): entry is RefusedVisit => entry.kind === visitOutboxKind.kind && entry.state === 'failed',
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
        <VisitConfirmation
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
          <VisitForm
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
function QueuedVisit({ visit, why, onAnother }: { visit: VisitRequest; why: string; onAnother: () => void }) {
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
