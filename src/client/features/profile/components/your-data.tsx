import { useState } from 'react';
import { ConnectionButton } from '@/client/components/ui/connection-button';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { dataFileName, downloadMyData } from '../api/account-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Hands the browser `blob` to save as `name`, as a link to it with `download` would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file by then; the bytes are let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The person's data: a copy of everything the shop holds of them, and the account's deletion. */
export function YourData({ email }: { email: string }) {
  const online = useOnlineStatus();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveFile(await downloadMyData(), dataFileName);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="data-title" className="card mt-6 max-w-2xl p-6 sm:p-8">
      <h2 id="data-title" className="font-display text-xl font-bold text-ink">
        Your data
      </h2>
      <p className="mt-2 text-ink">
        Download a copy of what the shop keeps of you: your account, orders, quotes, painting jobs, invoices, reviews,
        messages and visits, with their photos, in one zip file.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ConnectionButton className="btn-outline w-full sm:w-auto" busy={downloading} onClick={download}>
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </ConnectionButton>
        <ConnectionButton
          className="btn-outline w-full border-accent text-accent sm:w-auto"
          busy={deleting}
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </ConnectionButton>
      </div>
      {!online && (
        <p className="mt-2 text-sm text-ink-muted">
          Downloading your data or deleting your account needs a connection.
        </p>
      )}
      {deleting && <DeleteAccountDialog email={email} onClose={() => setDeleting(false)} />}
    </section>
  );
}
