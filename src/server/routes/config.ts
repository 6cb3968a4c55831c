import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

/** Public settings the client needs at run time, so one build serves every environment. */
export function configRoutes({ clientConfig }: AppDeps) {
  return new Hono().get('/config', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(clientConfig);
  });
}
