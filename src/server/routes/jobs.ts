import { Hono } from 'hono';
import * as v from 'valibot';
import { adminJobAnswer, customerJobAnswer, jobAnswer, jobExtraAnswer, painterJobAnswer } from '@/shared/answers/jobs';
import { maxPageSize } from '@/shared/schemas/paging';
import { createJobSchema, jobExtraSchema, jobListQuerySchema, updateJobSchema } from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, idParams, jsonBody, queryOf } from '../http/contract';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { pageOf, sendPage } from '../http/paging';
import { visibleJob } from '../painting-jobs/job-access';
import { loadJobBundles } from '../painting-jobs/job-bundle';
import { toAdminJob, toCustomerJob, toJobDto, toListedJob, toPainterJob } from '../painting-jobs/job-dto';
import { addExtra, removeExtra } from '../painting-jobs/job-extras';
import { customerJobIds, jobIdsInStatus, painterJobIds, scheduleJobIds } from '../painting-jobs/job-lists';
import { createJob, moveJob } from '../painting-jobs/job-schedule';
import { jobActionRoutes } from './job-actions';
import { jobChangeRoutes } from './job-changes';

/**
 * Painting jobs, the shop's side: a job made of an accepted quote (POST), its days and painters moved until
 * it is completed (PUT), the week's schedule (GET /jobs), and extras added before the invoice. GET /jobs/:id
 * and /jobs/mine answer each caller in their own view; the crew's actions on site are in job-actions.ts.
 */
export function jobsRoutes(deps: AppDeps, guards: Guards) {
  const {
    database: { db },
    shopTimeZone: timeZone,
    mail: mailQueue,
  } = deps;
  const { signedIn, admin } = guards;
  const schedule = { mailQueue, timeZone };
  const tag = 'Painting jobs';
  // What an admin's save may answer: the schedule's and the job's refusals, and a replay's.
  const adminWrite = [400, 401, 403, 404, 409, 413, 415, 422] as const;

  // An admin's save may be replayed by a tablet that lost its answer: the first answer, never a refusal.
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post(
        '/jobs',
        contract({
          tag,
          summary: "Schedules an accepted quote's job on days of the shop's calendar, with its painters",
          security: 'bearer',
          answers: { 201: adminJobAnswer },
          refusals: [...adminWrite],
        }),
        ...admin,
        replayFirst(db, byUser),
        jsonBody(createJobSchema),
        async (c) => {
          const input = c.req.valid('json');
          return runIdempotent(c, db, byUser(c), async (tx) => ({
            status: 201,
            body: toAdminJob(await createJob(tx, schedule, input)),
          }));
        },
      )
      .put(
        '/jobs/:id',
        contract({
          tag,
          summary: "Moves a job's days and painters, until it is completed",
          security: 'bearer',
          answers: { 200: adminJobAnswer },
          refusals: [...adminWrite],
        }),
        ...admin,
        replayFirst(db, byUser),
        idParams({ id: 'Job' }),
        jsonBody(updateJobSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const input = c.req.valid('json');
          return runIdempotent(c, db, byUser(c), async (tx) => ({
            status: 200,
            body: toAdminJob(await moveJob(tx, schedule, id, input)),
          }));
        },
      )
      /**
       * The admin's jobs: a span of days (bounded), or with `status` alone every job in that status a page at a time
       * (at most 100, newest first, the count in X-Total-Count), each without the sign-off's drawing, which only
       * the job's own page carries.
       */
      .get(
        '/jobs',
        contract({
          tag,
          summary: "The admin's jobs: the schedule of a span of days, or every job in one status a page at a time",
          description:
            'With `status` alone: at most 100 a page (`limit`, `offset`), newest first, the count in `X-Total-Count`. ' +
            "Each without the sign-off's drawing (`completion.signature` null), which only the job's own page carries.",
          security: 'bearer',
          answers: { 200: v.array(adminJobAnswer) },
          refusals: [401, 403, 422],
        }),
        ...admin,
        queryOf(jobListQuerySchema),
        async (c) => {
          const { limit, offset, ...query } = c.req.valid('query');
          if (query.status !== undefined && query.from === undefined && query.to === undefined) {
            const page = pageOf({ limit, offset }) ?? { limit: maxPageSize, offset: 0 };
            const { ids, total } = await jobIdsInStatus(db, query.status, page);
            return sendPage(c, (await loadJobBundles(db, ids)).map(toListedJob), total);
          }
          const bundles = await loadJobBundles(db, await scheduleJobIds(db, query, timeZone));
          return c.json(bundles.map(toListedJob));
        },
      )
      .get(
        '/jobs/mine',
        contract({
          tag,
          summary: "The caller's jobs: a painter's open and recent ones in their view, anyone else's as its customer",
          security: 'bearer',
          answers: { 200: v.union([v.array(painterJobAnswer), v.array(customerJobAnswer)]) },
          refusals: [401],
        }),
        signedIn,
        async (c) => {
          const user = c.var.user;
          if (user.role === 'painter')
            return c.json((await loadJobBundles(db, await painterJobIds(db, user.id, timeZone))).map(toPainterJob));
          return c.json((await loadJobBundles(db, await customerJobIds(db, user.id))).map(toCustomerJob));
        },
      )
      .get(
        '/jobs/:id',
        contract({
          tag,
          summary: 'One job, in the view of the caller: an admin, one of its painters, or its customer',
          security: 'bearer',
          answers: { 200: jobAnswer },
          refusals: [401, 404],
        }),
        signedIn,
        idParams({ id: 'Job' }),
        async (c) => {
          const { bundle, viewer } = await visibleJob(db, c.req.valid('param').id, c.var.user);
          return c.json(toJobDto(bundle, viewer));
        },
      )
      .post(
        '/jobs/:id/extras',
        contract({
          tag,
          summary: 'Adds an extra line to a job, before its invoice',
          security: 'bearer',
          answers: { 201: jobExtraAnswer },
          refusals: [...adminWrite],
        }),
        ...admin,
        replayFirst(db, byUser),
        idParams({ id: 'Job' }),
        jsonBody(jobExtraSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const input = c.req.valid('json');
          return runIdempotent(c, db, byUser(c), async (tx) => ({ status: 201, body: await addExtra(tx, id, input) }));
        },
      )
      .delete(
        '/jobs/:id/extras/:extraId',
        contract({
          tag,
          summary: 'Removes an extra line of a job, before its invoice',
          security: 'bearer',
          answers: { 204: 'empty' },
          refusals: [401, 403, 404, 409],
        }),
        ...admin,
        idParams({ id: 'Job', extraId: 'Extra' }),
        async (c) => {
          const { id, extraId } = c.req.valid('param');
          await db.transaction((tx) => removeExtra(tx, id, extraId));
          return c.body(null, 204);
        },
      )
      .route('/', jobActionRoutes(deps, guards))
      .route('/', jobChangeRoutes(deps, guards))
  );
}
