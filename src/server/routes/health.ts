import { setTimeout as delay } from 'node:timers/promises';
import { Hono } from 'hono';
import { aliveAnswer, healthAnswer } from '@/shared/answers/shop';
import type { AppDeps } from '../app-deps';
import { contract } from '../http/contract';
import { errorBody } from '../http/errors';

/** A database that does not answer this soon is away for a load balancer's purpose. */
const readyPingMs = 2000;

async function databaseAnswers(ping: () => Promise<void>): Promise<boolean> {
  const timeout = new AbortController();
  try {
    const answered = ping().then(() => true);
    const gaveUp = delay(readyPingMs, false, { signal: timeout.signal });
    return await Promise.race([answered, gaveUp]);
  } catch {
    return false;
  } finally {
    timeout.abort();
  }
}

export function healthRoutes({ database, startup }: AppDeps) {
  const tag = 'Shop';
  return (
    new Hono()
      /** Ready: the database answers. */
      .get(
        '/health',
        contract({
          tag,
          summary: 'The database answers, and which kind it is',
          security: 'none',
          answers: { 200: healthAnswer },
          refusals: [],
        }),
        async (c) => {
          await database.ping();
          return c.json({ status: 'ok', database: database.driver });
        },
      )
      /** Alive: the process answers, nothing else asked. */
      .get(
        '/health/live',
        contract({
          tag,
          summary: 'The process answers (nothing else is asked)',
          security: 'none',
          answers: { 200: aliveAnswer },
          refusals: [],
        }),
        (c) => c.json({ status: 'ok' }),
      )
      /** Ready to serve: migrations have finished and the database answers; otherwise 503, so traffic goes elsewhere. */
      .get(
        '/health/ready',
        contract({
          tag,
          summary: 'Ready to serve: migrations have finished and the database answers (else 503)',
          security: 'none',
          answers: { 200: aliveAnswer },
          refusals: [],
        }),
        async (c) => {
          const migrated = startup?.migrated ?? true;
          if (migrated && (await databaseAnswers(database.ping))) return c.json({ status: 'ok' });
          c.header('Retry-After', '5');
          const why = migrated ? 'The database does not answer.' : 'The database is being migrated.';
          return c.json(errorBody('unavailable', `Not ready: ${why}`), 503);
        },
      )
  );
}
