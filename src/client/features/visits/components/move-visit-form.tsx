import type { Visit } from '@/shared/answers/visits';
import { visitMoveSchema } from '@/shared/schemas/visit';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useSlots } from '../api/get-slots';
import { useMoveVisitByLink } from '../api/move-visit-by-link';
import { visitWhen } from '../visit-words';
import { SlotPicker } from './slot-picker';

/** Another free time for the visit of a manage link; the visitor is mailed the new time once it moved. */
export function MoveVisitForm({ visit, manageKey, onDone }: { visit: Visit; manageKey: string; onDone: () => void }) {
  const { data: slots } = useSlots();
  const online = useOnlineStatus();
  const move = useMoveVisitByLink(visit._id, manageKey);
  const { values, setValue, errors, handleSubmit, pending } = useSchemaForm(
    visitMoveSchema,
    async (input) => {
      const moved = await move.mutateAsync(input);
      toast.success(`Your visit is moved to ${visitWhen(moved.start)}. We have emailed you the new time.`);
      onDone();
    },
    {
      initialValues: { start: '' },
      // Most often the time was just taken: the answer names the next free ones, and the list is read again.
      onError: (error) => {
        toast.error(getErrorMessage(error));
        setValue('start', '');
      },
    },
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-6 border-t border-line pt-6"
      aria-labelledby="move-title"
    >
      <h3 id="move-title" className="font-display text-xl font-bold text-ink">
        Move your visit
      </h3>
      <SlotPicker
        slots={slots}
        value={values.start}
        onChange={(start) => setValue('start', start)}
        error={errors.start}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={!online || pending}>
          {pending ? 'Moving…' : values.start ? `Move to ${visitWhen(values.start)}` : 'Move visit'}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Keep {visitWhen(visit.start)}
        </button>
      </div>
      {!online && <p className="text-sm text-ink-muted">Moving needs a connection.</p>}
    </form>
  );
}
