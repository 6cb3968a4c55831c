import { Hono } from 'hono';
import { clientConfigAnswer } from '@/shared/answers/people';
import type { AppDeps } from '../app-deps';
import { contract } from '../http/contract';

/** Public settings the client needs at run time, so one build serves every environment. */
export function configRoutes({ clientConfig }: AppDeps) {
  return new Hono().get(
    '/config',
    contract({
      tag: 'Shop',
      summary: 'The settings the app needs at run time: its Firebase project and how payments are taken',
      security: 'none',
      answers: { 200: clientConfigAnswer },
      refusals: [],
    }),
    (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(clientConfig);
    },
  );
}
