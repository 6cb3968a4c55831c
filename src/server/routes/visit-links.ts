import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { visitAnswer } from '@/shared/answers/visits';
import type { AppDeps } from '../app-deps';
import { hashManageKey, manageKeyPattern, toVisitDto } from '../visits/visit-access';
import { queueCancellationEmails } from '../mail/visit-mail';
import { bookings } from '../db/schema';
import { contract, idParams } from '../http/contract';
import { notFound } from '../http/errors';
import { namingInput } from '../http/named-input';

/** `?key=` of a manage link: one of another shape (or none) opens nothing, the same 404 as a wrong one. */
const manageKey = namingInput('query', v.object({ key: v.pipe(v.string(), v.regex(manageKeyPattern)) }), 'Visit');

/**
 * A visit through its manage link, without an account. A wrong key, a missing one and a visit that does not
 * exist all answer the same 404, so the link tells nobody which visits there are.
 */
export function visitLinkRoutes({ database: { db }, shopTimeZone: timeZone, mail }: AppDeps) {
  const theVisit = (id: string, key: string) =>
    and(eq(bookings.id, id), eq(bookings.manageKeyHash, hashManageKey(key)));
  const tag = 'Visits';

  return new Hono()
    .get(
      '/visits/:id',
      contract({
        tag,
        summary: 'A visit, through its manage link',
        security: 'manage-link',
        answers: { 200: visitAnswer },
        refusals: [404],
      }),
      idParams({ id: 'Visit' }),
      manageKey,
      async (c) => {
        const [visit] = await db
          .select()
          .from(bookings)
          .where(theVisit(c.req.valid('param').id, c.req.valid('query').key));
        if (!visit) throw notFound('Visit');
        return c.json(toVisitDto(visit, timeZone));
      },
    )
    .delete(
      '/visits/:id',
      contract({
        tag,
        summary: 'Cancels a visit, through its manage link',
        security: 'manage-link',
        answers: { 200: visitAnswer },
        refusals: [404],
      }),
      idParams({ id: 'Visit' }),
      manageKey,
      async (c) => {
        // The visitor cancelled: no email, but its waiting reminder goes with it.
        const where = theVisit(c.req.valid('param').id, c.req.valid('query').key);
        const cancelled = await db.transaction(async (tx) => {
          const [visit] = await tx.delete(bookings).where(where).returning();
          if (visit) await queueCancellationEmails(tx, mail, { visit, timeZone, byShop: false });
          return visit;
        });
        if (!cancelled) throw notFound('Visit');
        return c.json(toVisitDto(cancelled, timeZone));
      },
    );
}
