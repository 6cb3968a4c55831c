import { type FormEvent, useState } from 'react';
import type { JobChange } from '@/shared/answers/job-changes';
import type { AdminJob } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { priceChangeSchema } from '@/shared/schemas/job-change';
import { TextField } from '@/client/components/ui/text-field';
import { Notice } from '@/client/components/ui/notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { priceChange } from '../api/change-orders';
import { useJobChange } from '../api/job-changes';
import { changeStatusWords } from '../job-words';
import * as v from 'valibot';
import { ChangePhotos } from './change-photos';

/**
 * The shop's price of one change: one line for the whole change, taxed as the job's quote when saved. Set once:
 * the customer signs the price they saw.
 */
function PriceForm({ change }: { change: JobChange }) {
  const online = useOnlineStatus();
  const save = useJobChange((price: string) =>
    priceChange(change._id, {
      lines: [{ description: change.description.slice(0, 200), quantity: 1, unit: 'job', unitPrice: Number(price) }],
    }),
  );
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(priceChangeSchema, {
      lines: [
        { description: 'Change', quantity: 1, unit: 'job', unitPrice: price.trim() === '' ? NaN : Number(price) },
      ],
    });
    setError(checked.success ? undefined : (checked.issues[0]?.message ?? 'Check the price.'));
    if (checked.success) await save.mutateAsync(price).catch(() => undefined);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={`Price of the change ($)`}
        inputMode="decimal"
        value={price}
        error={error}
        onChange={(event) => setPrice(event.target.value)}
      />
      <button type="submit" className="btn-outline min-h-11" disabled={!online || save.isPending}>
        Price it and ask the customer
      </button>
      {save.error && <Notice kind="alert">{getErrorMessage(save.error)}</Notice>}
    </form>
  );
}

/** The changes proposed on site: each priced here, then approved or declined by the customer on their phone. */
export function ChangeOrdersAdmin({ job }: { job: AdminJob }) {
  if (job.changes.length === 0) return null;
  const open = job.status === 'scheduled' || job.status === 'in_progress';
  return (
    <section aria-labelledby="job-changes" className="space-y-3">
      <h4 id="job-changes" className="font-display text-lg font-bold text-ink">
        Changes proposed on site
      </h4>
      <ul className="space-y-3">
        {job.changes.map((change) => (
          <li key={change._id} className="space-y-2 rounded-xl bg-cream/60 p-3 text-sm">
            <p className="break-words font-semibold text-ink">{change.description}</p>
            <ChangePhotos change={change} />
            <p className="text-ink-muted">
              {change.proposedBy || 'A painter'} · {changeStatusWords[change.status]}
              {change.status !== 'proposed' && ` · ${formatDollars(change.total)}`}
            </p>
            {open && change.status === 'proposed' && <PriceForm change={change} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
