import { type FormEvent, useState } from 'react';
import { useModalDialog } from '@/client/components/ui/modal-dialog';
import { TextField } from '@/client/components/ui/text-field';
import { providerIds, type SocialProvider } from '../sign-in-actions';

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', github: 'GitHub' };

/** The Auth Emulator's account chooser: any email and name stand in for the provider's account. */
export function EmulatorAccountDialog({
  provider,
  onSubmit,
  onCancel,
}: {
  provider: SocialProvider;
  onSubmit: (account: { email: string; name: string }) => void;
  onCancel: () => void;
}) {
  const { dialog } = useModalDialog(onCancel);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter a valid email address.');
      return;
    }
    onSubmit({ email: email.trim().toLowerCase(), name: name.trim() || email.trim().split('@')[0]! });
  }

  return (
    <dialog
      {...dialog}
      aria-labelledby="emulator-dialog-title"
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-ink/50"
    >
      <form onSubmit={handleSubmit} className="space-y-4 p-6" noValidate>
        <p className="section-eyebrow">Auth Emulator · {providerIds[provider]}</p>
        <h2 id="emulator-dialog-title" className="font-display text-2xl font-bold text-ink">
          Sign in with {providerNames[provider]}
        </h2>
        <p className="text-sm text-ink-muted">
          This is a test sign-in: choose any email and name for the {providerNames[provider]} account.
        </p>
        <TextField
          label="Account email"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Display name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            Sign in with {providerNames[provider]}
          </button>
        </div>
      </form>
    </dialog>
  );
}
