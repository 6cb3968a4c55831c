import { useState } from 'react';
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
      <button
        type="button"
        className="btn-outline min-h-11 px-4 py-2"
        disabled={!online || busy}
        onClick={() => void download(span)}
      >
        Download these 30 days (CSV)
      </button>
      <button
        type="button"
        className="btn-outline min-h-11 px-4 py-2"
        disabled={!online || busy}
        onClick={() => void download({})}
      >
        Download every payment (CSV)
      </button>
      {!online && <p className="text-sm text-ink-muted">Downloading needs a connection.</p>}
    </div>
  );
}
