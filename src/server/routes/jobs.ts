import { Hono } from 'hono';
import { createJobSchema, jobExtraSchema, jobListQuerySchema, updateJobSchema } from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { parseOrThrow, readId, readJson } from '../http/validation';
import { visibleJob } from '../painting-jobs/job-access';
import { loadJobBundles } from '../painting-jobs/job-bundle';
import { toAdminJob, toCustomerJob, toJobDto, toPainterJob } from '../painting-jobs/job-dto';
import { addExtra, removeExtra } from '../painting-jobs/job-extras';
import { customerJobIds, painterJobIds, scheduleJobIds } from '../painting-jobs/job-lists';
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
  return new Hono<{ Variables: AuthVariables }>()
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
    .get('/jobs', ...admin, async (c) => {
      const query = parseOrThrow(jobListQuerySchema, c.req.query());
      const bundles = await loadJobBundles(db, await scheduleJobIds(db, query, timeZone));
      return c.json(bundles.map(toAdminJob));
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
    .route('/', jobActionRoutes(deps, guards));
}
