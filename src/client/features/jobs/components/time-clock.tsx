import { type FormEvent, useState } from 'react';
import type { PainterJob, TimeEntry } from '@/shared/answers/jobs';
import { maxTimeEntryHours, noteRequiredAfterHours } from '@/shared/schemas/job';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { serverClock } from '@/client/lib/server-clock';
import { clockTime, shortDay } from '../job-words';
import { localDay } from '../job-days';
import { type Me, openEntryOf } from '../job-as-done';
import type { JobStep } from '../job-steps';
import { tapTime } from '../use-job-steps';
import { JobCard } from './job-card';

type Take = (step: JobStep) => Promise<boolean>;
const hourMs = 60 * 60 * 1000;

/** An entry left open from an earlier day, or for longer than a working day: its clock-out was forgotten. */
const forgotten = (entry: TimeEntry, now: number) =>
  localDay(entry.start) < localDay(now) || now - Date.parse(entry.start) > noteRequiredAfterHours * hourMs;

/**
 * A forgotten clock-out, closed by the painter: when they really stopped, and a note saying so (the shop asks
 * one for an entry this long). The end is this phone's reading of the time they give.
 */
function CloseForgotten({ job, entry, take }: { job: PainterJob; entry: TimeEntry; take: Take }) {
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ end?: string; note?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ended = Date.parse(end);
    const started = Date.parse(entry.start);
    const found = {
      end: Number.isNaN(ended)
        ? 'Give the time you stopped.'
        : ended <= started
          ? 'The end must be after the start.'
          : ended > serverClock.now()
            ? 'The end cannot be later than now.'
            : ended - started > maxTimeEntryHours * hourMs
              ? `One entry is at most ${maxTimeEntryHours} hours.`
              : undefined,
      note: note.trim() ? undefined : 'Say why it is closed late, for the shop.',
    };
    setErrors(found);
    if (found.end || found.note) return;
    const endIso = `${new Date(ended).toISOString().slice(0, 19)}Z`;
    await take({ jobId: job._id, step: 'time', start: entry.start, end: endIso, note: note.trim() });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-sun-soft p-4" aria-labelledby="forgotten">
      <h4 id="forgotten" className="font-bold text-ink">
        You did not clock out
      </h4>
      <p className="text-sm text-ink">
        You clocked in on {shortDay(localDay(entry.start))} at {clockTime(entry.start)}. Close that time with when you
        stopped before you clock in again.
      </p>
      <TextField
        label="Time you stopped"
        type="datetime-local"
        value={end}
        onChange={(event) => setEnd(event.target.value)}
        error={errors.end}
      />
      <TextAreaField
        label="Why it is closed late (for the shop)"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        Close the time
      </button>
    </form>
  );
}

/**
 * "On my way" (once a day a job), and clocking in and out with the moment of the tap; a clock-out forgotten on
 * an earlier day is closed first, with when the painter stopped and a note. Nothing once the job is signed off.
 */
export function TimeClock({ job, me, take }: { job: PainterJob; me: Me; take: Take }) {
  const now = serverClock.now();
  const open = openEntryOf(job, me);
  const today = localDay(now);
  const leftToday = job.departures.find((departure) => departure.day === today);
  if (job.completion) return null;
  return (
    <JobCard id="on-site" title="On site" spacing="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {leftToday ? (
          <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm font-semibold text-ink">
            On my way at {clockTime(leftToday.at)}
          </p>
        ) : (
          <button
            type="button"
            className="btn-outline w-full sm:w-auto"
            onClick={() => void take({ jobId: job._id, step: 'on-my-way', at: tapTime() })}
          >
            On my way
          </button>
        )}
        {!open && (
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            onClick={() => void take({ jobId: job._id, step: 'time', start: tapTime() })}
          >
            Clock in
          </button>
        )}
        {open && !forgotten(open, now) && (
          <>
            <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm font-semibold text-ink">
              Clocked in at {clockTime(open.start)}
            </p>
            <button
              type="button"
              className="btn-primary w-full sm:w-auto"
              onClick={() => void take({ jobId: job._id, step: 'time', start: open.start, end: tapTime() })}
            >
              Clock out
            </button>
          </>
        )}
      </div>
      {open && forgotten(open, now) && <CloseForgotten job={job} entry={open} take={take} />}
    </JobCard>
  );
}
