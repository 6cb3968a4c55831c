import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function healthRoutes({ database }: AppDeps) {
  return new Hono().get('/health', async (c) => {
    await database.ping();
    return c.json({ status: 'ok', database: database.driver });
  });
}
