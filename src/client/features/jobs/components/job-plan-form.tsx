import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { maxJobDays, updateJobSchema, type UpdateJobInput } from '@/shared/schemas/job';
import { Notice } from '@/client/components/ui/notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { usePainters } from '../api/get-schedule';

type Errors = { days?: string; painterIds?: string };

/** The first issue valibot found under a field, for the form to show beside it. */
const issueAt = (issues: v.BaseIssue<unknown>[] | undefined, key: string) =>
  issues?.find((issue) => issue.path?.[0]?.key === key)?.message;

/**
 * A job's plan: its days (the shop's calendar days, one per field) and its painters (the shop's painters, ticked).
 * Used to schedule an accepted quote's job and to move one that is not completed; it needs a connection.
 */
export function JobPlanForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: UpdateJobInput;
  submitLabel: string;
  onSubmit: (plan: UpdateJobInput) => Promise<unknown>;
}) {
  const online = useOnlineStatus();
  const { data: painters } = usePainters();
  const [days, setDays] = useState(initial.days.length > 0 ? initial.days : ['']);
  const [painterIds, setPainterIds] = useState(initial.painterIds);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const painterLegend = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const plan = { days: [...new Set(days.filter(Boolean))].sort(), painterIds };
    const checked = v.safeParse(updateJobSchema, plan);
    setErrors({ days: issueAt(checked.issues, 'days'), painterIds: issueAt(checked.issues, 'painterIds') });
    if (!checked.success) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onSubmit(checked.output);
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <Notice kind="alert">{failure}</Notice>}
      <fieldset className="space-y-2">
        <legend className="field-label">Days</legend>
        {days.map((day, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="min-w-0 flex-1">
              <span className="sr-only">Day {index + 1}</span>
              <input
                type="date"
                className="field-input"
                value={day}
                onChange={(event) => setDays(days.map((each, at) => (at === index ? event.target.value : each)))}
              />
            </label>
            {days.length > 1 && (
              <button
                type="button"
                className="btn-outline min-h-11 px-3 py-2 text-sm"
                aria-label={`Remove day ${index + 1}`}
                onClick={() => setDays(days.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            )}
          </div>
        ))}
        {errors.days && <p className="field-error">{errors.days}</p>}
        {days.length < maxJobDays && (
          <button
            type="button"
            className="btn-outline min-h-11 px-4 py-2 text-sm"
            onClick={() => setDays([...days, ''])}
          >
            Add a day
          </button>
        )}
      </fieldset>
      <fieldset aria-describedby={errors.painterIds ? painterLegend : undefined}>
        <legend className="field-label">Painters</legend>
        {painters.length === 0 && (
          <p className="text-sm text-ink-muted">No painters yet: make a user a painter on All Users first.</p>
        )}
        <ul className="grid gap-1 sm:grid-cols-2">
          {painters.map((painter) => (
            <li key={painter._id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-cream">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand"
                  checked={painterIds.includes(painter._id)}
                  onChange={(event) =>
                    setPainterIds(
                      event.target.checked
                        ? [...painterIds, painter._id]
                        : painterIds.filter((id) => id !== painter._id),
                    )
                  }
                />
                <span className="min-w-0 break-words text-ink">{painter.name || painter.email}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.painterIds && (
          <p id={painterLegend} className="field-error">
            {errors.painterIds}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
      {!online && <p className="text-sm text-ink-muted">Scheduling needs a connection.</p>}
    </form>
  );
}
