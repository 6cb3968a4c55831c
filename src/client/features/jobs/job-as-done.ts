import type { JobNote, PainterJob, TimeEntry } from '@/shared/answers/jobs';
import { localDay } from './job-days';
import type { JobStep } from './job-steps';

/** Who the painter on this phone is, for what they did before the shop knows of it. */
export type Me = { painterId: string; name: string };

/** A step done on this phone that the job as the shop last answered may not show yet. */
export type DoneStep = { id: string; step: JobStep; createdAt: number };

const sameMoment = (a: string, b: string) => Date.parse(a) === Date.parse(b);

const minutesBetween = (start: string, end: string) => Math.floor((Date.parse(end) - Date.parse(start)) / 60_000);

function withTime(
  entries: TimeEntry[],
  { start, end, note = '' }: Extract<JobStep, { step: 'time' }>,
  me: Me,
  id: string,
) {
  const same = entries.find((entry) => entry.painterId === me.painterId && sameMoment(entry.start, start));
  if (!end) {
    if (same) return entries;
    const open: TimeEntry = {
      _id: id,
      painterId: me.painterId,
      painterName: me.name,
      start,
      end: null,
      note,
      minutes: null,
    };
    return [...entries, open];
  }
  const closed = { end, note, minutes: minutesBetween(start, end) };
  if (same) return entries.map((entry) => (entry === same ? { ...entry, ...closed } : entry));
  return [...entries, { _id: id, painterId: me.painterId, painterName: me.name, start, ...closed }];
}

/**
 * The job as the painter left it on this phone: the shop's last answer, with each step done here since (oldest
 * first) that it does not show yet. Each step is applied as the shop would, and never twice: a room takes the
 * state it was ticked to, a time entry is matched by its start, a departure by its day, a note by its text,
 * a change by its words, the sign-off once. Steps the shop refused are not among them.
 */
export function jobAsDone(job: PainterJob, steps: DoneStep[], me: Me): PainterJob {
  let shown = job;
  for (const { id, step, createdAt } of steps) {
    switch (step.step) {
      case 'on-my-way': {
        const day = localDay(step.at);
        if (shown.departures.some((departure) => departure.day === day)) break;
        shown = { ...shown, departures: [...shown.departures, { day, at: step.at, by: me.name }] };
        break;
      }
      case 'time':
        shown = { ...shown, timeEntries: withTime(shown.timeEntries, step, me, id) };
        break;
      case 'room':
        shown = {
          ...shown,
          checklist: shown.checklist.map((item) =>
            item.index === step.index
              ? {
                  ...item,
                  done: step.done,
                  doneAt: step.done ? new Date(createdAt).toISOString() : null,
                  doneBy: step.done ? me.name : null,
                }
              : item,
          ),
        };
        break;
      case 'note': {
        if (shown.shopNotes.some((note) => note.text === step.text)) break;
        const note: JobNote = { _id: id, text: step.text, by: me.name, at: new Date(createdAt).toISOString() };
        shown = { ...shown, shopNotes: [...shown.shopNotes, note] };
        break;
      }
      case 'change':
        // Matched by its words, as a note: the shop's answer shows it once it has it.
        if (shown.changes.some((change) => change.description === step.description)) break;
        shown = {
          ...shown,
          changes: [...shown.changes, { _id: id, description: step.description, status: 'proposed' }],
        };
        break;
      case 'complete':
        if (shown.completion) break;
        shown = {
          ...shown,
          status: 'completed',
          completion: {
            signedName: step.signedName,
            signature: step.signature,
            at: new Date(createdAt).toISOString(),
            collectedBy: me.name,
          },
        };
        break;
      case 'photo':
        // Shown from the photo kept on the phone until the shop's copy is in the job (see ProgressPhotos).
        break;
    }
    const started = step.step === 'on-my-way' || step.step === 'time';
    if (started && shown.status === 'scheduled') shown = { ...shown, status: 'in_progress' };
  }
  return shown;
}

/** This painter's time entry still open on the job (clocked in, not out), if any. */
export const openEntryOf = (job: PainterJob, me: Me) =>
  job.timeEntries.find((entry) => entry.painterId === me.painterId && entry.end === null);
