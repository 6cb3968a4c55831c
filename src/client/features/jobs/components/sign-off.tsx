import { type FormEvent, useState } from 'react';
import type { PainterJob } from '@/shared/answers/jobs';
import { completeJobSchema } from '@/shared/schemas/job';
import { SignedNameFields, useSignedName } from '@/client/components/ui/signed-name-fields';
import { formatDateTime } from '@/client/lib/format-date-time';
import type { JobStep } from '../job-steps';
import { JobCard } from './job-card';

/** What the customer signs: the work at their address, and which rooms are done. */
function Statement({ job }: { job: PainterJob }) {
  const done = job.checklist.filter((item) => item.done);
  const notDone = job.checklist.filter((item) => !item.done);
  return (
    <div className="space-y-2 rounded-xl bg-cream p-4 text-ink">
      <p>By signing, I confirm that the painting at {job.address} is finished. Rooms done:</p>
      <ul className="list-disc pl-6" aria-label="Rooms done">
        {done.map((item) => (
          <li key={item.index}>{item.room}</li>
        ))}
      </ul>
      {done.length === 0 && <p>None ticked yet.</p>}
      {notDone.length > 0 && (
        <p className="font-semibold">Not ticked done: {notDone.map((item) => item.room).join(', ')}.</p>
      )}
    </div>
  );
}

/** The customer's name and drawn signature, on the painter's phone; kept and sent like every step. */
function SignOffForm({ job, take }: { job: PainterJob; take: (step: JobStep) => Promise<boolean> }) {
  const signing = useSignedName(completeJobSchema, 'The customer draws their signature in the box.');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const signed = signing.check();
    if (signed) await take({ jobId: job._id, step: 'complete', ...signed });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="The customer's sign-off">
      <Statement job={job} />
      <SignedNameFields fields={signing.fields} label="Customer's full name" autoComplete="off" />
      <button type="submit" className="btn-accent w-full sm:w-auto">
        Sign off the job
      </button>
    </form>
  );
}

/**
 * The customer's sign-off at completion, collected on this phone: they read the rooms done, type their name and
 * draw their signature (the box loads only when the painter opens the form). Once signed, what was signed.
 */
export function SignOff({ job, take }: { job: PainterJob; take: (step: JobStep) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const { completion } = job;
  return (
    <JobCard id="sign-off" title="Customer sign-off" spacing="space-y-4">
      {completion ? (
        <div className="space-y-2 text-ink">
          <p className="font-semibold">
            Signed off by {completion.signedName}, {formatDateTime(completion.at)}.
          </p>
          {completion.signature && (
            <img
              src={completion.signature}
              alt={`Signature of ${completion.signedName}`}
              className="h-24 max-w-full rounded-lg bg-white ring-1 ring-ink/10"
            />
          )}
        </div>
      ) : open ? (
        <SignOffForm job={job} take={take} />
      ) : (
        <>
          <p className="text-sm text-ink">When the work is done, hand the phone to the customer to sign it off.</p>
          <button type="button" className="btn-accent w-full sm:w-auto" onClick={() => setOpen(true)}>
            Collect the customer's sign-off
          </button>
        </>
      )}
    </JobCard>
  );
}
