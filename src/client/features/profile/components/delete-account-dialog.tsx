import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useModalDialog } from '@/client/components/ui/modal-dialog';
import { TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { signOut } from '@/client/lib/auth/server-session';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { deleteMyAccount } from '../api/account-data';

/**
 * Asks for the account's email before deleting it: once deleted, what this person left unsent on this device is
 * discarded, and the device signs out as the nav's Sign out does, on the home page.
 */
export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { dialog } = useModalDialog(onClose);
  const title = useId();
  const online = useOnlineStatus();
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      await deleteMyAccount(typed);
    } catch (error) {
      setRefusal(getErrorMessage(error));
      setBusy(false);
      return;
    }
    await outbox.discardAuthor(email);
    await router.navigate({ to: '/' });
    await signOut();
    toast.success('Your account is deleted. Thank you for painting with Brushwork.');
  }

  return (
    <dialog {...dialog} aria-labelledby={title} className="card w-[min(32rem,calc(100vw-2rem))] p-6 backdrop:bg-ink/50">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <h2 id={title} className="font-display text-xl font-bold text-ink">
          Delete your account?
        </h2>
        <p className="text-sm text-ink">
          Your name, email, address, photos, signatures, reviews, visits and messages are erased, and every device you
          are signed in on is signed out. Your orders, invoices and payments stay, without your name, because the shop's
          books must keep them. This cannot be undone.
        </p>
        <TextField
          label="Type your email to confirm"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={refusal}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button type="submit" className="btn-accent min-h-11" disabled={!online || !matches || busy}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className="btn-outline min-h-11" onClick={onClose}>
            Keep my account
          </button>
        </div>
        {!online && <p className="text-sm text-ink-muted">Deleting your account needs a connection.</p>}
      </form>
    </dialog>
  );
}
