import { type FormEvent, useState } from 'react';
import type { MailPreferences, MailTopic } from '@/shared/schemas/mail-preferences';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

const topicWords: Record<MailTopic, { label: string; hint: string }> = {
  reminders: { label: 'Reminders', hint: 'The day before a colour consultation or a painting job.' },
  reviews: { label: 'Review requests', hint: 'Once a painting job is signed off, a link to tell others how it went.' },
  news: { label: 'News and offers', hint: 'Now and then: new tools, seasonal offers.' },
};
const topics = Object.keys(topicWords) as MailTopic[];

function ChoiceForm({ email, saved }: { email: string; saved: MailPreferences }) {
  const online = useOnlineStatus();
  const save = useSaveMailPreferences(email);
  const [chosen, setChosen] = useState(saved);
  const changed = topics.some((topic) => chosen[topic] !== saved[topic]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync(chosen);
      toast.success('Your email choices are saved');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="mt-4 space-y-3">
      <fieldset disabled={!online || save.isPending} className="space-y-3">
        <legend className="sr-only">Emails you receive</legend>
        {topics.map((topic) => (
          <label
            key={topic}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-2 ring-1 ring-ink/10"
          >
            <input
              type="checkbox"
              className="mt-0.5 h-6 w-6 shrink-0 accent-brand"
              checked={chosen[topic]}
              onChange={(event) => setChosen({ ...chosen, [topic]: event.target.checked })}
            />
            <span>
              <span className="block font-semibold text-ink">{topicWords[topic].label}</span>
              <span className="block text-sm text-ink-muted">{topicWords[topic].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || !changed || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save email choices'}
      </button>
      {!online && <p className="text-sm text-ink-muted">Changing your email choices needs a connection.</p>}
    </form>
  );
}

/** The mail the user may turn off; receipts, invoices, refunds and sign-in mail always go. */
export function MailPreferencesForm({ email }: { email: string }) {
  const { data, isError } = useMailPreferences(email);
  const online = useOnlineStatus();
  return (
    <section aria-labelledby="mail-title" className="card mt-6 max-w-2xl p-6 sm:p-8">
      <h2 id="mail-title" className="font-display text-xl font-bold text-ink">
        Emails we send you
      </h2>
      <p className="mt-2 text-ink">
        Receipts, invoices, refunds and sign-in emails always go. Choose which of the others you want; each of them also
        has a link to stop it in one click.
      </p>
      {data ? (
        <ChoiceForm key={JSON.stringify(data)} email={email} saved={data} />
      ) : (
        <p className="mt-4 text-sm text-ink-muted">
          {isError || !online ? 'Your email choices show here when you are online.' : 'Loading your choices…'}
        </p>
      )}
    </section>
  );
}
