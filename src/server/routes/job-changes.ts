import { Hono } from 'hono';
import { jobChangeAnswer } from '@/shared/answers/job-changes';
import { customerJobAnswer } from '@/shared/answers/jobs';
import { approveChangeSchema, priceChangeSchema } from '@/shared/schemas/job-change';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, idParams, jsonBody } from '../http/contract';
import { approveColours, decideChange, priceChange } from '../painting-jobs/job-changes';
import { toCustomerJob } from '../painting-jobs/job-dto';
import { readSignature } from '../quotes/signature';

/**
 * Changes to a job on site, once proposed by one of its painters (POST /jobs/:id/changes, in job-actions.ts):
 * priced by the shop, then approved with a signature or declined by the job's customer. Only approved changes reach the invoice;
 * a painter sees a change's state in the job, never its price.
 */
export function jobChangeRoutes({ database: { db }, mail: mailQueue }: AppDeps, { signedIn, admin }: Guards) {
  const tag = 'Changes';
  return new Hono<{ Variables: AuthVariables }>()
    .put(
      '/changes/:id',
      contract({
        tag,
        summary: 'Prices a change proposed on site, once; emails its customer to decide (admin)',
        security: 'bearer',
        answers: { 200: jobChangeAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      ...admin,
      idParams({ id: 'Change' }),
      jsonBody(priceChangeSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { lines } = c.req.valid('json');
        return c.json(await db.transaction((tx) => priceChange(tx, mailQueue, id, lines)));
      },
    )
    .post(
      '/changes/:id/approve',
      contract({
        tag,
        summary: "Approves a priced change with the customer's typed name and drawn signature (the job's customer)",
        security: 'bearer',
        answers: { 200: jobChangeAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      signedIn,
      idParams({ id: 'Change' }),
      jsonBody(approveChangeSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { signedName, signature } = c.req.valid('json');
        const approve = { signedName, signaturePng: readSignature(signature) };
        return c.json(await db.transaction((tx) => decideChange(tx, id, c.var.user, { approve })));
      },
    )
    .post(
      '/jobs/:id/colours/approve',
      contract({
        tag,
        summary: "Approves the job's colour schedule, the rooms' paint the shop set (the job's customer)",
        security: 'bearer',
        answers: { 200: customerJobAnswer },
        refusals: [401, 403, 404, 409, 413, 415],
      }),
      signedIn,
      idParams({ id: 'Job' }),
      async (c) => {
        const { id } = c.req.valid('param');
        const bundle = await db.transaction((tx) => approveColours(tx, id, c.var.user));
        return c.json(toCustomerJob(bundle));
      },
    )
    .post(
      '/changes/:id/decline',
      contract({
        tag,
        summary: "Declines a priced change; it stays on record, off the invoice (the job's customer)",
        security: 'bearer',
        answers: { 200: jobChangeAnswer },
        refusals: [401, 403, 404, 409, 413, 415],
      }),
      signedIn,
      idParams({ id: 'Change' }),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await db.transaction((tx) => decideChange(tx, id, c.var.user, { approve: false })));
      },
    );
}
