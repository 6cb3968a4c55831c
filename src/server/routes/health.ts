import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function healthRoutes({ database }: AppDeps) {
  return (
    new Hono()
      /** Ready: the database answers. */
      .get('/health', async (c) => {
        await database.ping();
        return c.json({ status: 'ok', database: database.driver });
      })
      /** Alive: the process answers, nothing else asked. */
      .get('/health/live', (c) => c.json({ status: 'ok' }))
  );
}
