import { Hono } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import { jobNoteAnswer, painterJobAnswer, timeEntryAnswer } from '@/shared/answers/jobs';
import { jobChangeSummaryAnswer } from '@/shared/answers/job-changes';
import { proposeChangeSchema } from '@/shared/schemas/job-change';
import {
  completeJobSchema,
  jobNoteSchema,
  onMyWaySchema,
  roomCheckSchema,
  timeEntrySchema,
} from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, idParams, jsonBody, optionalJsonBody } from '../http/contract';
import { notFound } from '../http/errors';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { rateLimit } from '../http/rate-limit';
import { assignedJob, lockedJob } from '../painting-jobs/job-access';
import { completeJob } from '../painting-jobs/job-completion';
import { toPainterJob } from '../painting-jobs/job-dto';
import { addNote, checkRoom, departFor } from '../painting-jobs/site-actions';
import { proposeChange } from '../painting-jobs/job-changes';
import { logTime } from '../painting-jobs/time-entries';
import { readSignature } from '../quotes/signature';

const uuid = v.pipe(v.string(), v.uuid());

/**
 * The path's job and room (its index in the job's `rooms`, from 0): a job id that is not a UUID names no job
 * (404 `Job was not found.`), an index of anything but digits no room (404 `Room was not found.`).
 */
const roomParams = validator(
  'param',
  v.object({ id: uuid, index: v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number)) }),
  (result) => {
    if (result.success) return;
    const [segment] = result.error[0]?.path ?? [];
    const name = typeof segment === 'object' && segment !== null ? segment.key : segment;
    throw notFound(name === 'index' ? 'Room' : 'Job');
  },
);

/**
 * What a job's painters do on site, each through the device's outbox, so each is safe to send again: every
 * POST under its Idempotency-Key (a replay answers the first answer and stores nothing), and each by its
 * content too (one "On my way" a day, a time entry by its start, a room's tick). Only a painter assigned to
 * the job may; an admin or its customer hears 403, anyone else 404. No answer here carries a price.
 */
export function jobActionRoutes(
  { database: { db }, shopTimeZone: timeZone, mail: mailQueue, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn: signedInOnly }: Guards,
) {
  const tag = 'On site';
  // Every step a painter's phone sends counts toward one limit of theirs; a day's outbox sent at once fits in it.
  const signedIn = [
    signedInOnly,
    rateLimit({ name: 'job-steps', store, ...rateLimits.jobSteps, keyOf: (c) => c.get('user').id }),
  ] as const;
  const jobId = idParams({ id: 'Job' });
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/jobs/:id/on-my-way',
      contract({
        tag,
        summary: 'A painter of the job is on their way: starts the job, and emails its customer once a day',
        description: "The body may be left out: the tap is then at the shop's now.",
        security: 'bearer',
        answers: { 200: painterJobAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      ...signedIn,
      replayFirst(db, byUser),
      jobId,
      optionalJsonBody(onMyWaySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { at } = c.req.valid('json');
        const user = c.var.user;
        await assignedJob(db, id, user, 'say they are on their way');
        return runIdempotent(c, db, byUser(c), async (tx) => {
          const job = await lockedJob(tx, id);
          const bundle = await departFor(tx, job, user, at, { mailQueue, timeZone });
          return { status: 200, body: toPainterJob(bundle) };
        });
      },
    )
    .post(
      '/jobs/:id/time',
      contract({
        tag,
        summary: "A painter's time on the job: a clock-in, the clock-out that closes it, or a whole entry",
        description: 'Answers 201 with an entry made, 200 with one as it already was or just closed.',
        security: 'bearer',
        answers: { 200: timeEntryAnswer, 201: timeEntryAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      ...signedIn,
      replayFirst(db, byUser),
      jobId,
      jsonBody(timeEntrySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const user = c.var.user;
        await assignedJob(db, id, user, 'log time on it');
        return runIdempotent(c, db, byUser(c), async (tx) => {
          const { status, entry } = await logTime(tx, await lockedJob(tx, id), user, input, { timeZone });
          return { status, body: entry };
        });
      },
    )
    .patch(
      '/jobs/:id/rooms/:index',
      contract({
        tag,
        summary: "Ticks a room of the job's checklist done, or undone",
        security: 'bearer',
        answers: { 200: painterJobAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      ...signedIn,
      roomParams,
      jsonBody(roomCheckSchema),
      async (c) => {
        const { id, index } = c.req.valid('param');
        const { done } = c.req.valid('json');
        const user = c.var.user;
        await assignedJob(db, id, user, 'tick its rooms');
        const bundle = await db.transaction((tx) => checkRoom(tx, id, index, done, user));
        return c.json(toPainterJob(bundle));
      },
    )
    .post(
      '/jobs/:id/notes',
      contract({
        tag,
        summary: "A painter's note on the job for the shop",
        security: 'bearer',
        answers: { 201: jobNoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      ...signedIn,
      replayFirst(db, byUser),
      jobId,
      jsonBody(jobNoteSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { text } = c.req.valid('json');
        const user = c.var.user;
        await assignedJob(db, id, user, 'write its notes');
        return runIdempotent(c, db, byUser(c), async (tx) => ({
          status: 201,
          body: await addNote(tx, id, text, user),
        }));
      },
    )
    .post(
      '/jobs/:id/changes',
      contract({
        tag: 'Changes',
        summary: 'A change to the job proposed on site by one of its painters, without a price',
        security: 'bearer',
        answers: { 201: jobChangeSummaryAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      ...signedIn,
      replayFirst(db, byUser),
      jobId,
      jsonBody(proposeChangeSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const user = c.var.user;
        await assignedJob(db, id, user, 'propose a change to it');
        return runIdempotent(c, db, byUser(c), async (tx) => ({
          status: 201,
          body: await proposeChange(tx, id, input, user),
        }));
      },
    )
    .post(
      '/jobs/:id/complete',
      contract({
        tag,
        summary: "The customer's sign-off on the painter's phone: completes the job and writes its invoice",
        security: 'bearer',
        answers: { 200: painterJobAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      ...signedIn,
      replayFirst(db, byUser),
      jobId,
      jsonBody(completeJobSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { signedName, signature } = c.req.valid('json');
        const user = c.var.user;
        await assignedJob(db, id, user, "collect the customer's sign-off");
        const signaturePng = readSignature(signature);
        return runIdempotent(c, db, byUser(c), async (tx) => ({
          status: 200,
          body: toPainterJob(await completeJob(tx, mailQueue, id, user, { signedName, signaturePng, timeZone })),
        }));
      },
    );
}
