import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { visitAnswer } from '@/shared/answers/visits';
import { visitMoveSchema } from '@/shared/schemas/visit';
import { shopDetails } from '@/shared/shop-details';
import { addDays, readSlot, shopDate, shopSlots, zonedInstant } from '@/shared/slots';
import type { AppDeps } from '../app-deps';
import { hashManageKey, manageKeyPattern, manageUrl, toVisitDto, type VisitRow } from '../visits/visit-access';
import { movesADay, movesToday, queueCancellationEmails, queueMoveEmails } from '../mail/visit-mail';
import { visitWhen } from '../mail/templates/words';
import type { Transaction } from '../db/client';
import { bookings } from '../db/schema';
import { contract, idParams, jsonBody } from '../http/contract';
import { ApiError, invalidField, notFound } from '../http/errors';
import { namingInput } from '../http/named-input';
import { rateLimit } from '../http/rate-limit';

/** `?key=` of a manage link: one of another shape (or none) opens nothing, the same 404 as a wrong one. */
const manageKey = namingInput('query', v.object({ key: v.pipe(v.string(), v.regex(manageKeyPattern)) }), 'Visit');

/** How many free times a refused move names, from the one asked for on. */
const freeTimesNamed = 3;
const oneADay = 'You already have a visit booked that day. Choose another day.';
const tooManyMoves = `This visit was moved ${movesADay} times today. Call us on ${shopDetails.phone} to move it again.`;

/** The first free visits from `instant`'s day on, in the shop's words, for a move whose time was taken. */
async function nextFreeTimes(tx: Transaction, instant: number, timeZone: string): Promise<string[]> {
  const from = shopDate(instant, timeZone);
  const days = 14;
  const rows = await tx
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        gte(bookings.startsAt, new Date(zonedInstant(from, 0, timeZone))),
        lt(bookings.startsAt, new Date(zonedInstant(addDays(from, days), 0, timeZone))),
      ),
    );
  const taken = new Set(rows.map((row) => row.startsAt.getTime()));
  return shopSlots({ from, days, timeZone, now: Date.now(), taken })
    .filter((slot) => slot.available && Date.parse(slot.start) > instant)
    .slice(0, freeTimesNamed)
    .map((slot) => visitWhen(slot.start, timeZone));
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * Refuses a move of `visit` to `instant` (409) when another visit has that time, naming the next free ones,
 * or when its visitor has another visit that day.
 */
async function refuseIfTaken(tx: Transaction, visit: VisitRow, instant: number, timeZone: string) {
  const [taken] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.startsAt, new Date(instant)), ne(bookings.id, visit.id)));
  if (taken) {
    const free = await nextFreeTimes(tx, instant, timeZone);
    const message = `That time was just booked by someone else. ${
      free.length > 0 ? `The next free times: ${free.join('; ')}.` : 'Please pick another.'
    }`;
    throw new ApiError(409, 'slot_taken', message, [{ path: 'start', message }]);
  }
  const [sameDay] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.email, visit.email),
        eq(bookings.visitDay, shopDate(instant, timeZone)),
        ne(bookings.id, visit.id),
      ),
    );
  if (sameDay) throw new ApiError(409, 'one_visit_a_day', oneADay, [{ path: 'start', message: oneADay }]);
}

/**
 * A visit through its manage link, without an account. A wrong key, a missing one and a visit that does not
 * exist all answer the same 404, so the link tells nobody which visits there are.
 */
export function visitLinkRoutes({
  database: { db },
  shopTimeZone: timeZone,
  mail,
  rateLimits,
  rateLimitStore: store,
}: AppDeps) {
  const theVisit = (id: string, key: string) =>
    and(eq(bookings.id, id), eq(bookings.manageKeyHash, hashManageKey(key)));
  const tag = 'Visits';

  return (
    new Hono()
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
      /**
       * Moves the visit to a free time. The visit's row is locked first, so two moves of one visit go one after
       * the other; the unique indexes still decide a race with another booking. Moving it to the time it has
       * changes nothing and sends nothing, so a move sent again is harmless.
       */
      .put(
        '/visits/:id',
        contract({
          tag,
          summary: 'Moves a visit to a free time, through its manage link',
          security: 'manage-link',
          answers: { 200: visitAnswer },
          refusals: [400, 404, 409, 413, 415, 422, 429],
        }),
        rateLimit({ name: 'bookings', store, ...rateLimits.bookings }),
        idParams({ id: 'Visit' }),
        manageKey,
        jsonBody(visitMoveSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const { key } = c.req.valid('query');
          const moved = await db.transaction(async (tx) => {
            const [visit] = await tx.select().from(bookings).where(theVisit(id, key)).for('update');
            if (!visit) throw notFound('Visit');
            if (visit.startsAt.getTime() <= Date.now())
              throw new ApiError(409, 'visit_passed', 'This visit has passed. Book a new one for another time.');
            if ((await movesToday(tx, visit.id)) >= movesADay) throw new ApiError(429, 'too_many_moves', tooManyMoves);
            const slot = readSlot(c.req.valid('json').start, timeZone, Date.now());
            if ('problem' in slot) throw invalidField('start', slot.problem);
            const startsAt = new Date(slot.instant);
            if (startsAt.getTime() === visit.startsAt.getTime()) return visit;
            const visitDay = shopDate(slot.instant, timeZone);
            await refuseIfTaken(tx, visit, slot.instant, timeZone);
            let updated: VisitRow | undefined;
            try {
              // In a savepoint: a move that loses a race to the same time fails alone, and is refused as a conflict.
              [updated] = await tx.transaction((savepoint) =>
                savepoint.update(bookings).set({ startsAt, visitDay }).where(eq(bookings.id, visit.id)).returning(),
              );
            } catch (error) {
              if (isUniqueViolation(error)) await refuseIfTaken(tx, visit, slot.instant, timeZone);
              throw error;
            }
            await queueMoveEmails(tx, mail, {
              visit: updated!,
              previousStart: visit.startsAt,
              timeZone,
              managePath: manageUrl(visit.id, key),
            });
            return updated!;
          });
          return c.json(toVisitDto(moved, timeZone));
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
      )
  );
}
