import { useState } from 'react';
import { ConnectionButton } from '@/client/components/ui/connection-button';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { downloadPayments, type LedgerSpan } from '../api/download-payments';

/** The ledger as CSV for an accountant: the days the page shows, or every payment; each needs a connection. */
export function DownloadLinks({ span }: { span: Required<LedgerSpan> }) {
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  const download = async (what: LedgerSpan) => {
    setBusy(true);
    try {
      await downloadPayments(what);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ConnectionButton className="btn-outline min-h-11 px-4 py-2" busy={busy} onClick={() => download(span)}>
        Download these 30 days (CSV)
      </ConnectionButton>
      <ConnectionButton className="btn-outline min-h-11 px-4 py-2" busy={busy} onClick={() => download({})}>
        Download every payment (CSV)
      </ConnectionButton>
      {!online && <p className="text-sm text-ink-muted">Downloading needs a connection.</p>}
    </div>
  );
}
