import { type FormEvent, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobChange } from '@/shared/answers/job-changes';
import type { CustomerJob } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { approveChangeSchema } from '@/shared/schemas/job-change';
import { Notice } from '@/client/components/ui/notice';
import { SignedNameFields, useSignedName } from '@/client/components/ui/signed-name-fields';
import { getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { approveChange, declineChange } from '../api/change-orders';
import { jobKeys } from '../api/job-keys';
import { ChangePhotos } from './change-photos';

const decidedWords = { approved: 'You approved it', declined: 'You declined it' } as const;

/** One priced change to decide: approved with the customer's name and signature, or declined. */
function DecideChange({ change }: { change: JobChange }) {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const signing = useSignedName(approveChangeSchema, 'Draw your signature in the box.');
  const decide = useMutation({
    mutationFn: (approval: Parameters<typeof approveChange>[1] | null) =>
      approval ? approveChange(change._id, approval) : declineChange(change._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
  const [signingOpen, setSigningOpen] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const signed = signing.check();
    if (signed) decide.mutate(signed);
  }

  if (!signingOpen)
    return (
      <div className="flex flex-col gap-2 sm:flex-row">
        {decide.error && <Notice kind="alert">{getErrorMessage(decide.error)}</Notice>}
        <button type="button" className="btn-accent w-full sm:w-auto" onClick={() => setSigningOpen(true)}>
          Approve and sign
        </button>
        <button
          type="button"
          className="btn-outline w-full sm:w-auto"
          disabled={!online || decide.isPending}
          onClick={() => {
            if (window.confirm('Decline this change? The painters will not do it.')) decide.mutate(null);
          }}
        >
          Decline the change
        </button>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={`Approve: ${change.description}`}>
      <p className="rounded-xl bg-cream p-3 text-ink">
        By signing, I approve this change for <strong>{formatDollars(change.total)}</strong>, added to the final
        invoice.
      </p>
      {decide.error && <Notice kind="alert">{getErrorMessage(decide.error)}</Notice>}
      <SignedNameFields fields={signing.fields} label="Full name" autoComplete="name" />
      <button type="submit" className="btn-accent w-full sm:w-auto" disabled={!online || decide.isPending}>
        {decide.isPending ? 'Approving…' : 'Approve the change'}
      </button>
    </form>
  );
}

/**
 * Changes the painters proposed on site, for the customer: what each is, its price once the shop set it, and,
 * while the work goes on, approving it with a signature or declining it. Only approved changes are invoiced.
 */
export function ChangeOrdersCustomer({ job }: { job: CustomerJob }) {
  const headingId = useId();
  if (job.changes.length === 0) return null;
  const open = job.status === 'scheduled' || job.status === 'in_progress';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-display text-xl font-bold text-ink">
        Changes to the work
      </h3>
      <ul className="space-y-3">
        {job.changes.map((change) => (
          <li key={change._id} className="space-y-2 rounded-xl border border-ink/15 p-3 text-ink">
            <p className="break-words font-semibold">{change.description}</p>
            <ChangePhotos change={change} />
            {change.status === 'proposed' ? (
              <p className="text-sm text-ink-muted">The shop is pricing it.</p>
            ) : (
              <p className="text-sm">
                {formatDollars(change.total)}
                {change.tax > 0 && ` with ${formatDollars(change.tax)} tax`}
                {change.status !== 'priced' && ` · ${decidedWords[change.status]}`}
              </p>
            )}
            {open && change.status === 'priced' && <DecideChange change={change} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
