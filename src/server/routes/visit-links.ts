import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { hashManageKey, manageKeyPattern, toVisitDto } from '../visits/visit-access';
import { queueCancellationEmails } from '../mail/visit-mail';
import { bookings } from '../db/schema';
import { notFound } from '../http/errors';
import { readId } from '../http/validation';

/**
 * A visit through its manage link, without an account. A wrong key, a missing one and a visit that does not
 * exist all answer the same 404, so the link tells nobody which visits there are.
 */
export function visitLinkRoutes({ database: { db }, shopTimeZone: timeZone, mail }: AppDeps) {
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
      // The visitor cancelled: no email, but its waiting reminder goes with it.
      const where = theVisit(c);
      const cancelled = await db.transaction(async (tx) => {
        const [visit] = await tx.delete(bookings).where(where).returning();
        if (visit) await queueCancellationEmails(tx, mail, { visit, timeZone, byShop: false });
        return visit;
      });
      if (!cancelled) throw notFound('Visit');
      return c.json(toVisitDto(cancelled, timeZone));
    });
}
