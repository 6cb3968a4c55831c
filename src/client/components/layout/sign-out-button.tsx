import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { signOut } from '@/client/lib/auth/server-session';
import { outbox } from '@/client/lib/outbox/app-outbox';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { sessionStore } from '@/client/lib/auth/session';

/**
 * Signs out. When what this user wrote still waits in the outbox, asks first whether to keep it for
 * their next sign-in on this device (it stays hidden from anyone else meanwhile) or to discard it.
 */
export default function SignOutButton({ className }: { className: string }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [waiting, setWaiting] = useState<OutboxEntry[]>([]);

  async function finish(entries: 'keep' | 'discard') {
    dialog.current?.close();
    const user = sessionStore.get()?.email;
    if (entries === 'discard' && user) await outbox.discardAuthor(user);
    // Off the signed-in pages first, so that none of them is left asking to sign in again.
    await router.navigate({ to: '/' });
    await signOut();
  }

  async function handleClick() {
    const user = sessionStore.get()?.email;
    const theirs = user ? (await outbox.list()).filter((entry) => entry.author === user) : [];
    if (theirs.length === 0) return finish('keep');
    setWaiting(theirs);
    dialog.current?.showModal();
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void handleClick()}>
        Sign out
      </button>
      {/* In the page's body, so that a closed phone menu around the button never hides it. */}
      {createPortal(
        <dialog
          ref={dialog}
          aria-labelledby="sign-out-title"
          className="card w-[min(28rem,calc(100vw-2rem))] p-6 backdrop:bg-ink/50"
        >
          <h2 id="sign-out-title" className="font-display text-xl font-bold text-ink">
            {waiting.length === 1 ? '1 item has not been sent yet' : `${waiting.length} items have not been sent yet`}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
            {waiting.map((entry) => (
              <li key={entry.id}>{entry.summary}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ink-muted">
            Keep them to send when you next sign in on this device (nobody else sees them), or discard them.
          </p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button type="button" className="btn-primary" onClick={() => void finish('keep')}>
              Keep for my next sign-in
            </button>
            <button
              type="button"
              className="btn-outline border-accent text-accent"
              onClick={() => void finish('discard')}
            >
              Discard them
            </button>
            <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
              Stay signed in
            </button>
          </div>
        </dialog>,
        document.body,
      )}
    </>
  );
}
