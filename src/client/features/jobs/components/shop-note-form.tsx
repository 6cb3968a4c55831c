import { type FormEvent, useState } from 'react';
import type { PainterJob } from '@/shared/answers/jobs';
import { TextAreaField } from '@/client/components/ui/text-field';
import type { JobStep } from '../job-steps';
import { JobCard } from './job-card';

/** A note for the shop (a stain that needs another coat, a key left with a neighbour), and the notes so far. */
export function ShopNoteForm({ job, take }: { job: PainterJob; take: (step: JobStep) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return setError('Write the note first.');
    setError(undefined);
    if (await take({ jobId: job._id, step: 'note', text: text.trim() })) setText('');
  }

  return (
    <JobCard id="shop-notes" title="Notes for the shop" spacing="space-y-3">
      {job.shopNotes.length > 0 && (
        <ul className="space-y-2 text-sm" aria-label="Notes sent">
          {job.shopNotes.map((note) => (
            <li key={note._id} className="rounded-lg bg-cream/60 p-3">
              <p className="whitespace-pre-line break-words text-ink">{note.text}</p>
              <p className="mt-1 text-xs text-ink-muted">{note.by}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextAreaField
          label="Note for the shop"
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <button type="submit" className="btn-outline w-full sm:w-auto">
          Send the note
        </button>
      </form>
    </JobCard>
  );
}
