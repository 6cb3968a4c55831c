import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { getErrorMessage } from '@/client/lib/api-client';
import { serverClock } from '@/client/lib/server-clock';
import { toast } from '@/client/lib/toast';
import type { Email } from '@/shared/answers/shop';
import { useEmails } from '../api/get-emails';
import { useResendEmail } from '../api/resend-email';
import { canResend, kindInWords, statusDetail, statusLabels } from '../email-words';

const statusLooks: Record<Email['status'], string> = {
  sent: 'bg-brand text-white',
  waiting: 'bg-sun-soft text-ink',
  failed: 'bg-accent-soft text-accent',
};

function EmailStatus({ email, now }: { email: Email; now: number }) {
  return (
    <>
      <span
        className={`inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide ${statusLooks[email.status]}`}
      >
        {statusLabels[email.status]}
      </span>
      <p className={`mt-1 max-w-prose break-words ${email.status === 'failed' ? 'text-accent' : 'text-ink-muted'}`}>
        {statusDetail(email, now)}
      </p>
    </>
  );
}

/** An address that wraps after its `@` (and at its hyphens) rather than anywhere, so a table column stays readable. */
function Address({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/**
 * The shop's outgoing mail, newest first: what each email is, to whom, and where it stands (sent, waiting
 * for its turn or its next try, or failed with the reason). A sent or failed one can be sent again.
 */
export function EmailsTable() {
  const emails = useEmails();
  const resend = useResendEmail();
  const now = serverClock.now();

  const resendEmail = (email: Email) =>
    resend.mutate(email._id, {
      onSuccess: () => toast.success(`The email to ${email.to} will be sent again.`),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const columns: Column<Email>[] = [
    { header: 'Subject', cell: (email) => email.subject, className: 'font-semibold text-ink' },
    { header: 'To', cell: (email) => <Address address={email.to} />, className: 'break-words' },
    { header: 'Kind', cell: (email) => kindInWords(email.kind) },
    { header: 'Status', cell: (email) => <EmailStatus email={email} now={now} /> },
    {
      header: 'Resend',
      action: true,
      cell: (email) =>
        canResend(email) && (
          <RowActionButton
            label={`Resend "${email.subject}" to ${email.to}`}
            busy={resend.isPending && resend.variables === email._id}
            onClick={() => resendEmail(email)}
            className="btn-outline min-h-11 px-4 py-2"
          >
            Resend
          </RowActionButton>
        ),
    },
  ];

  return (
    <DataTable
      label="The shop's emails"
      what="the emails"
      columns={columns}
      list={emails}
      empty="No emails yet."
      fitsFrom="wide"
    />
  );
}
