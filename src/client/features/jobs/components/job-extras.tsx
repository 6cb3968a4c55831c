import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import type { AdminJob } from '@/shared/answers/jobs';
import { dollarsToCents, formatDollars } from '@/shared/money';
import { jobExtraSchema } from '@/shared/schemas/job';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { addExtra, removeExtra, useJobChange } from '../api/job-changes';

type Typed = { description: string; quantity: string; unit: string; unitPrice: string };
const blank: Typed = { description: '', quantity: '1', unit: 'each', unitPrice: '' };
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** A line's total in cents as the shop counts it (quantity in hundredths × unit price in cents / 100). */
function lineCents({ quantity, unitPrice }: Typed) {
  const amount = typedNumber(quantity);
  const price = typedNumber(unitPrice);
  if (!Number.isFinite(amount) || !Number.isFinite(price)) return 0;
  return Math.round((Math.round(amount * 100) * dollarsToCents(price)) / 100);
}

/** A line added to the job while it runs: what, how much, in what unit, at what price; its total as typed. */
function AddExtraForm({ jobId }: { jobId: string }) {
  const online = useOnlineStatus();
  const add = useJobChange((extra: v.InferOutput<typeof jobExtraSchema>) => addExtra(jobId, extra));
  const [typed, setTyped] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Typed, string>>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(jobExtraSchema, {
      description: typed.description.trim(),
      quantity: typedNumber(typed.quantity),
      unit: typed.unit.trim(),
      unitPrice: typedNumber(typed.unitPrice),
    });
    const found: Partial<Record<keyof Typed, string>> = {};
    for (const issue of checked.issues ?? []) {
      const key = issue.path?.[0]?.key as keyof Typed | undefined;
      if (key && !found[key]) found[key] = issue.message;
    }
    setErrors(found);
    if (!checked.success) return;
    await add.mutateAsync(checked.output).then(
      () => setTyped(blank),
      () => undefined,
    );
  }

  const field = (name: keyof Typed) => ({
    value: typed[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value }),
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add an extra"
      className="space-y-3 rounded-xl p-3 ring-1 ring-ink/10"
    >
      {add.error && <Notice kind="alert">{getErrorMessage(add.error)}</Notice>}
      <TextField label="Description" autoComplete="off" maxLength={200} {...field('description')} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField label="Quantity" inputMode="decimal" autoComplete="off" {...field('quantity')} />
        <TextField label="Unit" autoComplete="off" maxLength={20} {...field('unit')} />
        <TextField label="Unit price ($)" inputMode="decimal" autoComplete="off" {...field('unitPrice')} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink">
          Line total: <strong data-testid="extra-total">{formatDollars(lineCents(typed) / 100)}</strong>
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add the extra'}
        </button>
      </div>
    </form>
  );
}

/**
 * The job's extras: lines like a quote's that the shop adds while the job runs, each removable, and a form for
 * another; the invoice adds them to the quote's total. Only before the invoice (the job not yet completed).
 */
export function JobExtras({ job }: { job: AdminJob }) {
  const online = useOnlineStatus();
  const remove = useJobChange((extraId: string) => removeExtra(job._id, extraId));
  const open = job.status === 'scheduled' || job.status === 'in_progress';
  return (
    <section aria-labelledby="job-extras" className="space-y-3">
      <h4 id="job-extras" className="font-display text-lg font-bold text-ink">
        Extras
      </h4>
      {job.extras.length === 0 ? (
        <p className="text-sm text-ink-muted">No extras.</p>
      ) : (
        <ul className="divide-y divide-ink/10 text-sm" aria-label="The job's extras">
          {job.extras.map((extra) => (
            <li key={extra._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words text-ink">
                <span className="font-semibold">{extra.description}</span>
                <span className="block text-ink-muted">
                  {extra.quantity} {extra.unit} × {formatDollars(extra.unitPrice)}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className="font-semibold tabular-nums text-ink">{formatDollars(extra.total)}</span>
                {open && (
                  <button
                    type="button"
                    className="btn-outline min-h-11 px-3 py-2 text-accent"
                    disabled={!online || remove.isPending}
                    aria-label={`Remove the extra ${extra.description}`}
                    onClick={() => remove.mutate(extra._id)}
                  >
                    Remove
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {remove.error && <Notice kind="alert">{getErrorMessage(remove.error)}</Notice>}
      {open ? (
        <AddExtraForm jobId={job._id} />
      ) : (
        <p className="text-sm text-ink-muted">The job is completed: its invoice is written, extras no longer change.</p>
      )}
    </section>
  );
}
