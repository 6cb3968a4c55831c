import { useQueryClient } from '@tanstack/react-query';
import type { BookedVisit } from '@/shared/answers/visits';
import { type VisitInput, visitSchema } from '@/shared/schemas/visit';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { Notice } from '@/client/components/ui/notice';
import { ageInWords } from '@/client/lib/age-in-words';
import { getErrorMessage } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/auth/session';
import { type KeptEntryRef, sendsWithAppClosed } from '@/client/lib/outbox/submit';
import { useOutboxSubmit } from '@/client/lib/outbox/use-outbox-submit';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { visitKeys } from '../api/visit-keys';
import { outboxKind as visitOutboxKind } from '../outbox-kind';
import { useSlots } from '../api/get-slots';
import { visitWhen } from '../visit-words';
import { SlotPicker } from './slot-picker';

export type VisitRequest = Required<VisitInput>;

/**
 * The visit's time, then who and where. Sent through the outbox like a contact message: at once when
 * online, otherwise kept and sent when the connection returns. `draft` fills it with what was typed for
 * a visit that could not be booked, its time to choose again.
 */
export function VisitForm({
  draft,
  onBooked,
  onQueued,
}: {
  draft?: VisitRequest;
  /** `manageUrl`: the visit's own link, when the shop's answer reached this page. */
  onBooked: (visit: VisitRequest, manageUrl?: string) => void;
  /** Kept in the outbox: the visit, and its entry, for the page to follow until it is booked. */
  onQueued: (visit: VisitRequest, kept: KeptEntryRef) => void;
}) {
  const { data: slots, dataUpdatedAt } = useSlots();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const session = useSession();
  const { submit, sending } = useOutboxSubmit(visitOutboxKind);
  const initialValues: VisitRequest = draft
    ? { ...draft, start: '' }
    : { start: '', name: session?.name ?? '', email: session?.email ?? '', phone: '', address: '', notes: '' };
  const { values, setValue, errors, field, handleSubmit } = useSchemaForm(
    visitSchema,
    async (visit) => {
      const full = { ...visit, notes: visit.notes ?? '' };
      const outcome = await submit(full, `Visit: ${visitWhen(full.start)}`);
      if (outcome.status === 'sent') onBooked(full, (outcome.answer as Partial<BookedVisit> | undefined)?.manageUrl);
      else onQueued(full, outcome.kept);
    },
    {
      initialValues,
      fieldOf: { start: 'start' },
      onError: (error) => {
        // Most often the time was just taken: the free times are read again, and what was typed stays.
        toast.error(getErrorMessage(error));
        setValue('start', '');
        void queryClient.invalidateQueries({ queryKey: visitKeys.slots });
      },
    },
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="card space-y-8 p-6 sm:p-8" aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className="font-display text-2xl font-bold text-ink">
        Book a free colour consultation
      </h2>
      {!online && (
        <Notice kind="status">
          You are offline: these are the free times as seen {ageInWords(Date.now() - dataUpdatedAt)}. Your booking will
          be sent when you {sendsWithAppClosed(session?.email) ? 'are back online' : 'open Brushwork online'}.
        </Notice>
      )}
      <SlotPicker
        slots={slots}
        value={values.start}
        onChange={(start) => setValue('start', start)}
        error={errors.start}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
        <TextField label="Address of the visit" autoComplete="street-address" required {...field('address')} />
        <TextAreaField
          label="Notes (rooms, colours you like, anything we should know)"
          className="sm:col-span-2"
          {...field('notes')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Booking…' : values.start ? `Book ${visitWhen(values.start)}` : 'Book visit'}
        </button>
      </div>
    </form>
  );
}
