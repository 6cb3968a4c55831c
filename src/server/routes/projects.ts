import { Hono } from 'hono';
import * as v from 'valibot';
import { maxProjectsListed, projectAnswer } from '@/shared/answers/projects';
import { shopToday } from '@/shared/slots';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract } from '../http/contract';
import { customerProjects } from '../projects/customer-projects';

/** The customer's painting work in one place: request, quote, job and invoice, as each stands. */
export function projectsRoutes({ database: { db }, shopTimeZone }: AppDeps, { signedIn }: Guards) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/projects/mine',
    contract({
      tag: 'Projects',
      summary: "The caller's painting work, newest first: each request with its quote, job, invoice and visit",
      description:
        `At most ${maxProjectsListed}. A job carries its rooms done and progress photos (\`/api/job-photos/:id\`, ` +
        "readable by its customer), its crew by first name and never a painter's email.",
      security: 'bearer',
      answers: { 200: v.array(projectAnswer) },
      refusals: [401],
    }),
    signedIn,
    async (c) => c.json(await customerProjects(db, c.var.user, shopToday(shopTimeZone), shopTimeZone)),
  );
}
