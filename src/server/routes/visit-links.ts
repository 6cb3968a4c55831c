import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { hashManageKey, manageKeyPattern, toVisitDto } from '../visits/visit-access';
import { bookings } from '../db/schema';
import { notFound } from '../http/errors';
import { readId } from '../http/validation';

/**
 * A visit through its manage link, without an account. A wrong key, a missing one and a visit that does not
 * exist all answer the same 404, so the link tells nobody which visits there are.
 */
export function visitLinkRoutes({ database: { db }, shopTimeZone: timeZone }: AppDeps) {
  const theVisit = (c: Context) => {
    const id = readId(c, 'Visit');
    const key = c.req.query('key') ?? '';
    if (!manageKeyPattern.test(key)) throw notFound('Visit');
    return and(eq(bookings.id, id), eq(bookings.manageKeyHash, hashManageKey(key)));
  };

  return new Hono()
    .get('/visits/:id', async (c) => {
      const [visit] = await db.select().from(bookings).where(theVisit(c));
      if (!visit) throw notFound('Visit');
      return c.json(toVisitDto(visit, timeZone));
    })
    .delete('/visits/:id', async (c) => {
      const [cancelled] = await db.delete(bookings).where(theVisit(c)).returning();
      if (!cancelled) throw notFound('Visit');
      return c.json(toVisitDto(cancelled, timeZone));
    });
}
