import { useEffect, useState } from 'react';
import type { BookedVisit } from '@/shared/answers/visits';
import type { VisitInput } from '@/shared/schemas/visit';
import { KeptEntryWords } from '@/client/components/layout/kept-entry-notice';
import { Notice } from '@/client/components/ui/notice';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { outbox } from '@/client/lib/outbox/app-outbox';
import type { KeptEntryRef } from '@/client/lib/outbox/submit';
import { useKeptEntry } from '@/client/lib/outbox/use-kept-entry';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { outboxKind as visitOutboxKind } from '../outbox-kind';
import { visitWhen } from '../visit-words';
import { VisitConfirmation, OutcomeCard } from './visit-confirmation';
import { VisitForm, type VisitRequest } from './visit-form';

type Step =
  | { step: 'form'; draft?: VisitRequest; replaces?: string }
  | { step: 'booked'; visit: VisitRequest; manageUrl?: string }
  | { step: 'queued'; visit: VisitRequest; kept: KeptEntryRef };

type RefusedVisit = OutboxEntry<VisitInput>;

/** The manage link in the shop's answer to a booking, when the answer is one. */
const manageUrlOf = (answer: unknown) => (answer as Partial<BookedVisit> | undefined)?.manageUrl;

/**
 * Booking a consultation: the form, then its confirmation; or, when it waits in the outbox, what happens
 * next, until it is booked (by this page, another tab or the worker), and then its confirmation with its
 * manage link. A booking the shop refused when it went out later (its time was taken meanwhile) is named
 * here, with a way to choose another time that keeps what was typed.
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
  const pickAnother = (entry: RefusedVisit) =>
    setState({ step: 'form', draft: { notes: '', ...entry.payload }, replaces: entry.id });

  return (
    <div className="space-y-6">
      {refused.map((entry) => (
        <Notice key={entry.id} kind="alert">
          We could not book your visit on {visitWhen(entry.payload.start)}: {entry.lastError}{' '}
          <button
            type="button"
            className="ml-1 min-h-11 font-bold underline underline-offset-4 focus-ring"
            onClick={() => pickAnother(entry)}
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
        <QueuedVisit
          visit={state.visit}
          kept={state.kept}
          onBooked={(manageUrl) => setState({ step: 'booked', visit: state.visit, manageUrl })}
          onAnother={() => setState({ step: 'form' })}
        />
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
            onQueued={(visit, kept) => done({ step: 'queued', visit, kept })}
          />
        </QueryBoundary>
      )}
    </div>
  );
}

/**
 * A booking kept in the outbox, followed at every moment: why it waits and what happens next; once the shop
 * has it, whoever sent it, the page turns to its confirmation with the manage link the shop answered.
 */
function QueuedVisit({
  visit,
  kept,
  onBooked,
  onAnother,
}: {
  visit: VisitRequest;
  kept: KeptEntryRef;
  onBooked: (manageUrl: string | undefined) => void;
  onAnother: () => void;
}) {
  const state = useKeptEntry(kept.id);
  const booked = state.status === 'sent';
  const manageUrl = booked ? manageUrlOf(state.answer) : undefined;
  useEffect(() => {
    if (booked) onBooked(manageUrl);
  }, [booked, manageUrl, onBooked]);
  const refused = state.status === 'failed';
  return (
    <OutcomeCard
      id="queued-title"
      title={`${visitWhen(visit.start)}: ${refused ? 'not booked' : 'not booked yet'}`}
      titleSize="text-2xl"
    >
      {refused ? (
        <p className="text-ink-muted">
          The shop could not book it: the notice above says why, and lets you pick another.
        </p>
      ) : (
        <>
          <KeptEntryWords state={state} kept={kept} sent={() => 'Booked.'} />
          <p className="text-ink-muted">
            If that time is taken by the time it goes out, this page will say so and let you pick another, with what you
            typed kept.
          </p>
        </>
      )}
      <button type="button" className="btn-outline" onClick={onAnother}>
        Book another visit
      </button>
    </OutcomeCard>
  );
}
