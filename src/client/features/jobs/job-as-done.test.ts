import { describe, expect, it } from 'vitest';
import { factory } from '@/client/test/factory';
import type { PainterJob } from '@/shared/answers/jobs';
import { type DoneStep, jobAsDone, openEntryOf } from './job-as-done';
import { type JobStep, stepRequest } from './job-steps';
import { stepSummary } from './step-summary';

const me = { painterId: 'painter-1', name: 'Pat Painter' };

/** A painter's job as the shop answers it: two rooms, nothing done yet. */
const createJob = factory<PainterJob>({
  _id: 'job-1',
  quoteId: 'quote-1',
  status: 'scheduled',
  days: ['2026-03-09'],
  painters: [{ _id: 'painter-1', name: 'Pat Painter' }],
  customerName: 'Robin Roller',
  address: '7 Ladder Lane, Springfield',
  rooms: [
    { name: 'Kitchen', surfaces: ['walls'], size: '', colours: '' },
    { name: 'Hall', surfaces: ['walls', 'trim'], size: '', colours: '' },
  ],
  notes: '',
  photos: [],
  tools: [],
  checklist: [
    { index: 0, room: 'Kitchen', done: false, doneAt: null, doneBy: null },
    { index: 1, room: 'Hall', done: false, doneAt: null, doneBy: null },
  ],
  timeEntries: [],
  progressPhotos: [],
  departures: [],
  completion: null,
  createdAt: '2026-03-01T12:00:00Z',
  startedAt: null,
  completedAt: null,
  view: 'painter',
  shopNotes: [],
  changes: [],
  coloursApprovedAt: null,
});

/** A step as written on one job: its fields without the job's id. */
type OnJob = JobStep extends infer Step ? (Step extends JobStep ? Omit<Step, 'jobId'> : never) : never;

let made = 0;
const done = (step: OnJob): DoneStep => ({
  id: `step-${++made}`,
  step: { jobId: 'job-1', ...step } as JobStep,
  createdAt: Date.parse('2026-03-09T09:00:00Z') + made * 1000,
});

describe('a job as the painter left it on the phone', () => {
  it('shows a day offline at once: on the way, clocked in and out, two rooms done, a note, signed off', () => {
    const shown = jobAsDone(
      createJob(),
      [
        done({ step: 'on-my-way', at: '2026-03-09T07:45:00Z' }),
        done({ step: 'time', start: '2026-03-09T08:00:00Z' }),
        done({ step: 'room', index: 0, done: true }),
        done({ step: 'room', index: 1, done: true }),
        done({ step: 'note', text: 'Ladder in the garage' }),
        done({ step: 'time', start: '2026-03-09T08:00:00Z', end: '2026-03-09T16:30:00Z' }),
        done({ step: 'complete', signedName: 'Robin Roller', signature: 'data:image/png;base64,AAAA' }),
      ],
      me,
    );
    expect(shown.status).toBe('completed');
    expect(shown.departures).toHaveLength(1);
    expect(shown.checklist.map((item) => [item.room, item.done, item.doneBy])).toEqual([
      ['Kitchen', true, 'Pat Painter'],
      ['Hall', true, 'Pat Painter'],
    ]);
    expect(shown.timeEntries).toMatchObject([{ painterId: 'painter-1', end: '2026-03-09T16:30:00Z', minutes: 510 }]);
    expect(openEntryOf(shown, me)).toBeUndefined();
    expect(shown.shopNotes.map((note) => note.text)).toEqual(['Ladder in the garage']);
    expect(shown.completion).toMatchObject({ signedName: 'Robin Roller', collectedBy: 'Pat Painter' });
  });

  it('never applies a step twice when the shop already shows it', () => {
    const shopHas = createJob({
      status: 'in_progress',
      departures: [{ day: '2026-03-09', at: '2026-03-09T07:40:00Z', by: 'Sam' }],
      timeEntries: [
        {
          _id: 't1',
          painterId: 'painter-1',
          painterName: 'Pat',
          start: '2026-03-09T08:00:00Z',
          end: null,
          note: '',
          minutes: null,
        },
      ],
      shopNotes: [{ _id: 'n1', text: 'Ladder in the garage', by: 'Pat', at: '2026-03-09T10:00:00Z' }],
    });
    const shown = jobAsDone(
      shopHas,
      [
        done({ step: 'on-my-way', at: '2026-03-09T07:45:00Z' }),
        done({ step: 'time', start: '2026-03-09T08:00:00.000Z' }),
        done({ step: 'note', text: 'Ladder in the garage' }),
      ],
      me,
    );
    expect(shown.departures).toHaveLength(1);
    expect(shown.timeEntries).toHaveLength(1);
    expect(openEntryOf(shown, me)?._id).toBe('t1');
    expect(shown.shopNotes).toHaveLength(1);
  });

  it('closes the shop’s open entry by its start, and ticks a room undone again', () => {
    const shopHas = createJob({
      timeEntries: [
        {
          _id: 't1',
          painterId: 'painter-1',
          painterName: 'Pat',
          start: '2026-03-08T08:00:00Z',
          end: null,
          note: '',
          minutes: null,
        },
      ],
    });
    const shown = jobAsDone(
      shopHas,
      [
        done({ step: 'room', index: 1, done: true }),
        done({ step: 'room', index: 1, done: false }),
        done({ step: 'time', start: '2026-03-08T08:00:00Z', end: '2026-03-08T17:00:00Z', note: 'Forgot to clock out' }),
      ],
      me,
    );
    expect(shown.checklist[1]).toMatchObject({ done: false, doneBy: null });
    expect(shown.timeEntries).toEqual([
      expect.objectContaining({ _id: 't1', end: '2026-03-08T17:00:00Z', minutes: 540, note: 'Forgot to clock out' }),
    ]);
    expect(shown.status).toBe('in_progress');
  });
});

describe('where each step goes', () => {
  it('sends each to its own route, never a price, and a photo as its file alone', () => {
    const jobId = 'job 1';
    expect(stepRequest({ jobId, step: 'on-my-way', at: '2026-03-09T07:45:00Z' })).toEqual({
      url: '/api/jobs/job%201/on-my-way',
      method: 'POST',
      body: { at: '2026-03-09T07:45:00Z' },
    });
    expect(stepRequest({ jobId, step: 'time', start: 'a', note: '' })).toMatchObject({
      url: '/api/jobs/job%201/time',
      body: { start: 'a' },
    });
    expect(stepRequest({ jobId, step: 'room', index: 1, done: true })).toEqual({
      url: '/api/jobs/job%201/rooms/1',
      method: 'PATCH',
      body: { done: true },
    });
    expect(stepRequest({ jobId, step: 'photo', photoIds: [] })).toBeNull();
    expect(stepRequest({ jobId, step: 'note', text: 'Hi' })).toMatchObject({ body: { text: 'Hi' } });
    expect(stepRequest({ jobId, step: 'complete', signedName: 'R', signature: 'data:' })).toMatchObject({
      url: '/api/jobs/job%201/complete',
      body: { signedName: 'R', signature: 'data:' },
    });
  });

  it('names each for people, with the room and the place', () => {
    const words = (step: OnJob) =>
      stepSummary({ jobId: 'j', ...step } as JobStep, { place: '7 Ladder Lane', rooms: ['Kitchen', 'Hall'] });
    expect(words({ step: 'room', index: 1, done: true })).toBe('Hall done (7 Ladder Lane)');
    expect(words({ step: 'photo', photoIds: [] })).toBe('Progress photo (7 Ladder Lane)');
    expect(words({ step: 'complete', signedName: 'Robin Roller', signature: '' })).toBe(
      'Sign-off by Robin Roller (7 Ladder Lane)',
    );
  });
});
