import { type Context, Hono } from 'hono';
import {
  completeJobSchema,
  jobNoteSchema,
  onMyWaySchema,
  roomCheckSchema,
  timeEntrySchema,
} from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { ApiError } from '../http/errors';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { rateLimit } from '../http/rate-limit';
import { parseOrThrow, readId, readJson } from '../http/validation';
import { assignedJob, lockedJob } from '../painting-jobs/job-access';
import { completeJob } from '../painting-jobs/job-completion';
import { toPainterJob } from '../painting-jobs/job-dto';
import { addNote, checkRoom, departFor, readRoomIndex } from '../painting-jobs/site-actions';
import { logTime } from '../painting-jobs/time-entries';
import { readSignature } from '../quotes/signature';

/** An optional JSON body: none at all is `{}`; one that is there must be JSON (400) of the schema (422). */
async function readOptionalJson<T>(c: Context, parse: (body: unknown) => T): Promise<T> {
  const text = await c.req.text();
  if (text.trim() === '') return parse({});
  try {
    return parse(JSON.parse(text));
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
    throw error;
  }
}

/**
 * What a job's painters do on site, each through the device's outbox, so each is safe to send again: every
 * POST under its Idempotency-Key (a replay answers the first answer and stores nothing), and each by its
 * content too (one "On my way" a day, a time entry by its start, a room's tick). Only a painter assigned to
 * the job may; an admin or its customer hears 403, anyone else 404. No answer here carries a price.
 */
export function jobActionRoutes(
  { database: { db }, shopTimeZone: timeZone, mail: outbox, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn: signedInOnly }: Guards,
) {
  // Every step a painter's phone sends counts toward one limit of theirs; a day's outbox sent at once fits in it.
  const signedIn = [
    signedInOnly,
    rateLimit({ name: 'job-steps', store, ...rateLimits.jobSteps, keyOf: (c) => c.get('user').id }),
  ] as const;
  return new Hono<{ Variables: AuthVariables }>()
    .post('/jobs/:id/on-my-way', ...signedIn, replayFirst(db, byUser), async (c) => {
      const id = readId(c, 'Job');
      const { at } = await readOptionalJson(c, (body) => parseOrThrow(onMyWaySchema, body));
      const user = c.var.user;
      await assignedJob(db, id, user, 'say they are on their way');
      return runIdempotent(c, db, byUser(c), async (tx) => {
        const job = await lockedJob(tx, id);
        const bundle = await departFor(tx, job, user, at, { outbox, timeZone });
        return { status: 200, body: toPainterJob(bundle) };
      });
    })
    .post('/jobs/:id/time', ...signedIn, replayFirst(db, byUser), async (c) => {
      const id = readId(c, 'Job');
      const input = await readJson(c, timeEntrySchema);
      const user = c.var.user;
      await assignedJob(db, id, user, 'log time on it');
      return runIdempotent(c, db, byUser(c), async (tx) => {
        const { status, entry } = await logTime(tx, await lockedJob(tx, id), user, input, { timeZone });
        return { status, body: entry };
      });
    })
    .patch('/jobs/:id/rooms/:index', ...signedIn, async (c) => {
      const id = readId(c, 'Job');
      const index = readRoomIndex(c.req.param('index'));
      const { done } = await readJson(c, roomCheckSchema);
      const user = c.var.user;
      await assignedJob(db, id, user, 'tick its rooms');
      const bundle = await db.transaction((tx) => checkRoom(tx, id, index, done, user));
      return c.json(toPainterJob(bundle));
    })
    .post('/jobs/:id/notes', ...signedIn, replayFirst(db, byUser), async (c) => {
      const id = readId(c, 'Job');
      const { text } = await readJson(c, jobNoteSchema);
      const user = c.var.user;
      await assignedJob(db, id, user, 'write its notes');
      return runIdempotent(c, db, byUser(c), async (tx) => ({ status: 201, body: await addNote(tx, id, text, user) }));
    })
    .post('/jobs/:id/complete', ...signedIn, replayFirst(db, byUser), async (c) => {
      const id = readId(c, 'Job');
      const { signedName, signature } = await readJson(c, completeJobSchema);
      const user = c.var.user;
      await assignedJob(db, id, user, "collect the customer's sign-off");
      const signaturePng = readSignature(signature);
      return runIdempotent(c, db, byUser(c), async (tx) => ({
        status: 200,
        body: toPainterJob(await completeJob(tx, outbox, id, user, { signedName, signaturePng, timeZone })),
      }));
    });
}
