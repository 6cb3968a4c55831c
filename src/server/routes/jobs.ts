import { Hono } from 'hono';
import { createJobSchema, jobExtraSchema, jobListQuerySchema, updateJobSchema } from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { readPage, sendPage } from '../http/paging';
import { parseOrThrow, readId, readJson } from '../http/validation';
import { maxPageSize } from '@/shared/schemas/paging';
import { visibleJob } from '../painting-jobs/job-access';
import { loadJobBundles } from '../painting-jobs/job-bundle';
import { toAdminJob, toCustomerJob, toJobDto, toListedJob, toPainterJob } from '../painting-jobs/job-dto';
import { addExtra, removeExtra } from '../painting-jobs/job-extras';
import { customerJobIds, jobIdsInStatus, painterJobIds, scheduleJobIds } from '../painting-jobs/job-lists';
import { createJob, moveJob } from '../painting-jobs/job-schedule';
import { jobActionRoutes } from './job-actions';

/**
 * Painting jobs, the shop's side: a job made of an accepted quote (POST), its days and painters moved until
 * it is completed (PUT), the week's schedule (GET /jobs), and extras added before the invoice. GET /jobs/:id
 * and /jobs/mine answer each caller in their own view; the crew's actions on site are in job-actions.ts.
 */
export function jobsRoutes(deps: AppDeps, guards: Guards) {
  const {
    database: { db },
    shopTimeZone: timeZone,
    mail: outbox,
  } = deps;
  const { signedIn, admin } = guards;
  const schedule = { outbox, timeZone };

  // An admin's save may be replayed by a tablet that lost its answer: the first answer, never a refusal.
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post('/jobs', ...admin, replayFirst(db, byUser), async (c) => {
        const input = await readJson(c, createJobSchema);
        return runIdempotent(c, db, byUser(c), async (tx) => ({
          status: 201,
          body: toAdminJob(await createJob(tx, schedule, input)),
        }));
      })
      .put('/jobs/:id', ...admin, replayFirst(db, byUser), async (c) => {
        const id = readId(c, 'Job');
        const input = await readJson(c, updateJobSchema);
        return runIdempotent(c, db, byUser(c), async (tx) => ({
          status: 200,
          body: toAdminJob(await moveJob(tx, schedule, id, input)),
        }));
      })
      /**
       * The admin's jobs: a span of days (bounded), or with `status` alone every job in that status a page at a time
       * (at most 100, newest first, the count in X-Total-Count), each without the sign-off's drawing, which only
       * the job's own page carries.
       */
      .get('/jobs', ...admin, async (c) => {
        const { limit: _limit, offset: _offset, ...days } = c.req.query();
        const query = parseOrThrow(jobListQuerySchema, days);
        if (query.status !== undefined && query.from === undefined && query.to === undefined) {
          const { ids, total } = await jobIdsInStatus(
            db,
            query.status,
            readPage(c) ?? { limit: maxPageSize, offset: 0 },
          );
          return sendPage(c, (await loadJobBundles(db, ids)).map(toListedJob), total);
        }
        const bundles = await loadJobBundles(db, await scheduleJobIds(db, query, timeZone));
        return c.json(bundles.map(toListedJob));
      })
      .get('/jobs/mine', signedIn, async (c) => {
        const user = c.var.user;
        if (user.role === 'painter')
          return c.json((await loadJobBundles(db, await painterJobIds(db, user.id, timeZone))).map(toPainterJob));
        return c.json((await loadJobBundles(db, await customerJobIds(db, user.id))).map(toCustomerJob));
      })
      .get('/jobs/:id', signedIn, async (c) => {
        const { bundle, viewer } = await visibleJob(db, readId(c, 'Job'), c.var.user);
        return c.json(toJobDto(bundle, viewer));
      })
      .post('/jobs/:id/extras', ...admin, replayFirst(db, byUser), async (c) => {
        const id = readId(c, 'Job');
        const input = await readJson(c, jobExtraSchema);
        return runIdempotent(c, db, byUser(c), async (tx) => ({ status: 201, body: await addExtra(tx, id, input) }));
      })
      .delete('/jobs/:id/extras/:extraId', ...admin, async (c) => {
        const id = readId(c, 'Job');
        const extraId = readId(c, 'Extra', 'extraId');
        await db.transaction((tx) => removeExtra(tx, id, extraId));
        return c.body(null, 204);
      })
      .route('/', jobActionRoutes(deps, guards))
  );
}
