import * as v from 'valibot';
import { calendarDay, idSchema, optionalText, requiredText } from './common';
import { pageQuerySchema } from './paging';
import { signedSchema, maxQuotePhotoBytes, quoteLineSchema } from './quote';

/**
 * Painting jobs: an accepted quote's work, scheduled on days with painters. `scheduled` until a painter
 * taps "On my way" or clocks in (`in_progress`); the customer's sign-off makes it `completed` and writes its
 * invoice in the same transaction, so it is `invoiced` from then on (`paid` at once when nothing is left to
 * pay), and `paid` once the balance is paid.
 */
export const jobStatuses = ['scheduled', 'in_progress', 'completed', 'invoiced', 'paid'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A job's days and painters may move while it is one of these. */
export const movableJobStatuses = ['scheduled', 'in_progress'] as const satisfies readonly JobStatus[];

export const invoiceStatuses = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The most days one job is scheduled on. */
export const maxJobDays = 30;
/** The most painters on one job. */
export const maxJobPainters = 10;
/** The most extra lines the shop adds to one job. */
export const maxJobExtras = 50;
/** The most notes the painters write to the shop on one job, each at most `maxJobNoteLength` characters. */
export const maxJobNotes = 200;
export const maxJobNoteLength = 2000;
/** The most time entries one painter logs on one job. */
export const maxTimeEntriesPerJob = 200;
/** The most progress photos one job keeps. */
export const maxJobPhotos = 100;
/** The largest progress photo the shop takes: the phone shrinks it well below this, as a quote's. */
export const maxJobPhotoBytes = maxQuotePhotoBytes;
export const jobPhotoTooLargeMessage = 'The photo is larger than 8 MB.';
/** The widest span GET /api/jobs?from&to answers at once. */
export const maxJobListDays = 62;

/** How far ahead of the shop's clock a device's time may be (a clock a little fast) before it is refused. */
export const clockSkewMs = 5 * 60_000;
/**
 * How long before a scheduled day begins, or after it ends, a painter's "On my way", clock-in or time entry still
 * counts as on that day (in the shop's time zone): an early start, a late finish, a device clock hours off.
 */
export const jobDayGraceHours = 6;
/** The longest time entry. */
export const maxTimeEntryHours = 24;
/** A time entry longer than this says why in its note: a clock-out forgotten and closed later. */
export const noteRequiredAfterHours = 12;
/**
 * "On my way" emails the customer only when it reaches the shop within this long of the tap: one that waited
 * on a phone without signal longer than this is kept but not sent, since the crew is there by then.
 */
export const onMyWayMailWindowMs = 2 * 60 * 60_000;

const unique = <T>(items: T[]) => new Set(items).size === items.length;

/** A moment as a device writes it: ISO 8601 with seconds and a zone (`Z` or an offset). */
export const instantSchema = (label: string) => {
  const message = `${label} must be a time in ISO 8601 with its zone, e.g. 2026-03-09T08:00:00Z.`;
  return v.pipe(
    v.string(`${label} is required.`),
    v.isoTimestamp(message),
    // isoTimestamp also takes forms a Date cannot read (an offset of hours alone, a space before it).
    v.check((text) => !Number.isNaN(Date.parse(text)), message),
  );
};

const jobDaysSchema = v.pipe(
  v.array(calendarDay('Day'), 'Days must be a list.'),
  v.minLength(1, 'Choose at least one day.'),
  v.maxLength(maxJobDays, `At most ${maxJobDays} days.`),
  v.check(unique, 'Each day once.'),
);

const painterIdsSchema = v.pipe(
  v.array(idSchema, 'painterIds must be a list.'),
  v.minLength(1, 'Choose at least one painter.'),
  v.maxLength(maxJobPainters, `At most ${maxJobPainters} painters.`),
  v.check(unique, 'Each painter once.'),
);

/** POST /api/jobs (admin): an accepted quote's job, on days of the shop's calendar (YYYY-MM-DD), with its painters. */
export const createJobSchema = v.object({ quoteId: idSchema, days: jobDaysSchema, painterIds: painterIdsSchema });
export type CreateJobInput = v.InferInput<typeof createJobSchema>;

/** PUT /api/jobs/:id (admin, until completed): the job's days and painters again, whole. */
export const updateJobSchema = v.object({ days: jobDaysSchema, painterIds: painterIdsSchema });
export type UpdateJobInput = v.InferInput<typeof updateJobSchema>;

/**
 * `?from=&to=&status=` of GET /api/jobs: days in the shop's time zone, both included; with `status` alone, the
 * page too (`?limit=&offset=`).
 */
export const jobListQuerySchema = v.pipe(
  v.object({
    from: v.optional(calendarDay('from')),
    to: v.optional(calendarDay('to')),
    status: v.optional(v.picklist(jobStatuses, `status must be one of ${jobStatuses.join(', ')}.`)),
    ...pageQuerySchema.entries,
  }),
  v.check(({ from, to }) => !from || !to || from <= to, 'from must not be after to.'),
  v.check(
    ({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < maxJobListDays * 86_400_000,
    `The schedule covers at most ${maxJobListDays} days at once.`,
  ),
);
export type JobListQuery = v.InferOutput<typeof jobListQuerySchema>;

/** POST /api/jobs/:id/on-my-way: no body, or the moment of the tap on the device (`at`, else the shop's now). */
export const onMyWaySchema = v.object({ at: v.optional(instantSchema('at')) });
export type OnMyWayInput = v.InferInput<typeof onMyWaySchema>;

/**
 * POST /api/jobs/:id/time, the device's times: `{start}` clocks in (an open entry); `{start, end}` with the
 * `start` of the caller's open entry on this job clocks out (closes it), and otherwise logs a whole entry.
 * A forgotten clock-out is closed the same way later, with the real end and a note saying so.
 */
export const timeEntrySchema = v.pipe(
  v.object({
    start: instantSchema('Start'),
    end: v.optional(instantSchema('End')),
    note: v.optional(optionalText('Note', 500), ''),
  }),
  v.forward(
    v.check(
      ({ start, end }) => end === undefined || Date.parse(end) > Date.parse(start),
      'The end must be after the start.',
    ),
    ['end'],
  ),
);
export type TimeEntryInput = v.InferInput<typeof timeEntrySchema>;

/** PATCH /api/jobs/:id/rooms/:index: the room (its index in the job's `rooms`, from 0) ticked done or undone. */
export const roomCheckSchema = v.object({ done: v.boolean('done must be true or false.') });
export type RoomCheckInput = v.InferInput<typeof roomCheckSchema>;

/** POST /api/jobs/:id/notes: a note for the shop. */
export const jobNoteSchema = v.object({ text: requiredText('Note', maxJobNoteLength) });
export type JobNoteInput = v.InferInput<typeof jobNoteSchema>;

/** POST /api/jobs/:id/extras (admin, before the invoice): a line like a quote's, in dollars. */
export const jobExtraSchema = v.object({
  description: quoteLineSchema.entries.description,
  quantity: quoteLineSchema.entries.quantity,
  unit: quoteLineSchema.entries.unit,
  unitPrice: quoteLineSchema.entries.unitPrice,
});
export type JobExtraInput = v.InferInput<typeof jobExtraSchema>;

/**
 * POST /api/jobs/:id/complete: the customer's typed name and signature drawn on the painter's phone, a PNG
 * data URL of at most 200 KB, as a quote's acceptance.
 */
export const completeJobSchema = signedSchema;
export type CompleteJobInput = v.InferInput<typeof completeJobSchema>;

/** POST /api/job-photos: `multipart/form-data` with the job's id in this field and the photo in `image`. */
export const jobPhotoJobField = 'jobId';
