import type { TimeEntry } from '@/shared/answers/jobs';
import { clockTime, minutesInWords, shortDay } from '../job-words';
import { localDay } from '../job-days';

/** The time logged on the job by its crew, entry by entry, and in all (closed entries). */
export function TimeLogged({ job, className = 'card p-5' }: { job: { timeEntries: TimeEntry[] }; className?: string }) {
  const entries = [...job.timeEntries].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const minutes = entries.reduce((total, entry) => total + (entry.minutes ?? 0), 0);
  return (
    <section aria-labelledby="time-logged" className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="time-logged" className="font-display text-lg font-bold text-ink">
          Time logged
        </h3>
        <p className="text-sm font-semibold text-ink" data-testid="time-total">
          {minutesInWords(minutes)} in all
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No time logged yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink/10 text-sm" aria-label="Time entries">
          {entries.map((entry) => (
            <li key={entry._id} className="py-2">
              <p className="flex flex-wrap justify-between gap-x-3 text-ink">
                <span className="font-semibold">{entry.painterName}</span>
                <span className="tabular-nums">
                  {shortDay(localDay(entry.start))}, {clockTime(entry.start)}–
                  {entry.end ? clockTime(entry.end) : 'still clocked in'}
                  {entry.minutes !== null && ` (${minutesInWords(entry.minutes)})`}
                </span>
              </p>
              {entry.note && <p className="break-words text-ink-muted">{entry.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
