import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type BookedVisit, bookedVisitAnswer, slotAnswer, visitAnswer } from '@/shared/answers/visits';
import { pageQuerySchema } from '@/shared/schemas/paging';
import { visitSchema, slotsQuerySchema } from '@/shared/schemas/visit';
import { addDays, readSlot, shopDate, shopSlots, zonedInstant } from '@/shared/slots';
import type { AppDeps } from '../app-deps';
import { type AuthVariables, type Guards } from '../auth/middleware';
import { manageUrl, newManageKey, ownedBy, ownedVisit, toVisitDto } from '../visits/visit-access';
import { plugVisitMail, queueBookingEmails, queueCancellationEmails } from '../mail/visit-mail';
import { bookings } from '../db/schema';
import { contract, idParams, jsonBody, queryOf } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { anyone, replayFirst, runIdempotent } from '../http/idempotency';
import { pageOf, readTablePage, sendPage } from '../http/paging';
import { rateLimit } from '../http/rate-limit';

const slotTaken = 'That time was just booked by someone else. Please pick another.';
const oneADay = 'This email already has a visit booked that day. Change or cancel that one, or pick another day.';

export function visitsRoutes(
  { database: { db }, shopTimeZone: timeZone, rateLimits, rateLimitStore: store, mail }: AppDeps,
  { signedIn, admin, maybeSignedIn }: Guards,
) {
  plugVisitMail(mail);
  // Today's visits and those to come: the day's earlier visits stay in view until it ends.
  const upcoming = () => gte(bookings.startsAt, new Date(zonedInstant(shopDate(Date.now(), timeZone), 0, timeZone)));

  const tag = 'Visits';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get(
        '/slots',
        contract({
          tag,
          summary: "The visits of the coming days (14 from the shop's today unless asked), each free or taken",
          security: 'none',
          answers: { 200: v.array(slotAnswer) },
          refusals: [422],
        }),
        queryOf(slotsQuerySchema),
        async (c) => {
          const query = c.req.valid('query');
          const now = Date.now();
          const from = query.from ?? shopDate(now, timeZone);
          const days = query.days ?? 14;
          const rows = await db
            .select({ startsAt: bookings.startsAt })
            .from(bookings)
            .where(
              and(
                gte(bookings.startsAt, new Date(zonedInstant(from, 0, timeZone))),
                lt(bookings.startsAt, new Date(zonedInstant(addDays(from, days), 0, timeZone))),
              ),
            );
          const taken = new Set(rows.map((row) => row.startsAt.getTime()));
          return c.json(shopSlots({ from, days, timeZone, now, taken }));
        },
      )
      /**
       * Anyone books a free visit, one a day per email; unique indexes decide a race, and the loser hears 409.
       * A replay of a booking the shop took is answered by replayFirst, before any of these checks.
       */
      .post(
        '/bookings',
        contract({
          tag,
          summary: 'Books a free visit, one a day per email, and answers its manage link (replayable)',
          security: 'optional-bearer',
          answers: { 201: bookedVisitAnswer },
          refusals: [400, 401, 409, 413, 415, 422, 429],
        }),
        replayFirst(db, anyone),
        rateLimit({ name: 'bookings', store, ...rateLimits.bookings }),
        maybeSignedIn,
        jsonBody(visitSchema),
        async (c) => {
          const input = c.req.valid('json');
          return runIdempotent(c, db, anyone(c), async (tx) => {
            const slot = readSlot(input.start, timeZone, Date.now());
            if ('problem' in slot)
              throw new ApiError(422, 'invalid', slot.problem, [{ path: 'start', message: slot.problem }]);
            const startsAt = new Date(slot.instant);
            const email = input.email.toLowerCase();
            const manageKey = newManageKey();
            const [booked] = await tx
              .insert(bookings)
              .values({
                startsAt,
                name: input.name,
                email,
                phone: input.phone,
                address: input.address,
                notes: input.notes ?? '',
                userId: c.var.user?.id ?? null,
                visitDay: shopDate(slot.instant, timeZone),
                manageKeyHash: manageKey.hash,
              })
              .onConflictDoNothing()
              .returning();
            if (!booked) {
              const [taken] = await tx
                .select({ id: bookings.id })
                .from(bookings)
                .where(eq(bookings.startsAt, startsAt));
              if (taken) throw new ApiError(409, 'slot_taken', slotTaken, [{ path: 'start', message: slotTaken }]);
              throw new ApiError(409, 'one_visit_a_day', oneADay, [{ path: 'email', message: oneADay }]);
            }
            const body: BookedVisit = {
              ...toVisitDto(booked, timeZone),
              manageKey: manageKey.key,
              manageUrl: manageUrl(booked.id, manageKey.key),
            };
            await queueBookingEmails(tx, mail, {
              visit: booked,
              timeZone,
              managePath: body.manageUrl,
              anonymous: !c.var.user,
            });
            return { status: 201, body };
          });
        },
      )
      /** The admin's calendar: visits from the start of the shop's today, soonest first, paged like the other admin lists. */
      .get(
        '/bookings',
        contract({
          tag,
          summary: "The visits from the start of the shop's today, soonest first, paged (admin)",
          security: 'bearer',
          answers: { 200: v.array(visitAnswer) },
          refusals: [401, 403, 422],
        }),
        ...admin,
        queryOf(pageQuerySchema),
        async (c) => {
          const { rows, total } = await readTablePage(
            db,
            bookings,
            { where: upcoming(), orderBy: [asc(bookings.startsAt)] },
            pageOf(c.req.valid('query')),
          );
          return sendPage(
            c,
            rows.map((row) => toVisitDto(row, timeZone)),
            total,
          );
        },
      )
      /** A signed-in customer's own visits: booked while signed in, or with the email the account verified. */
      .get(
        '/bookings/mine',
        contract({
          tag,
          summary: "The caller's own visits from the start of the shop's today, soonest first",
          security: 'bearer',
          answers: { 200: v.array(visitAnswer) },
          refusals: [401],
        }),
        signedIn,
        async (c) => {
          const rows = await db
            .select()
            .from(bookings)
            .where(and(ownedBy(c.var.user), upcoming()))
            .orderBy(asc(bookings.startsAt));
          return c.json(rows.map((row) => toVisitDto(row, timeZone)));
        },
      )
      /** Cancelling frees the visit: an admin any, a customer their own; the shop cancelling one tells its visitor. */
      .delete(
        '/bookings/:id',
        contract({
          tag,
          summary: "Cancels a visit: the caller's own, or any for an admin",
          security: 'bearer',
          answers: { 200: visitAnswer },
          refusals: [401, 404],
        }),
        signedIn,
        idParams({ id: 'Booking' }),
        async (c) => {
          const { id } = c.req.valid('param');
          const user = c.var.user;
          const cancelled = await db.transaction(async (tx) => {
            const [visit] = await tx.delete(bookings).where(ownedVisit(id, user)).returning();
            if (!visit) return undefined;
            const byShop = user.role === 'admin' && visit.userId !== user.id && visit.email !== user.email;
            await queueCancellationEmails(tx, mail, { visit, timeZone, byShop });
            return visit;
          });
          if (!cancelled) throw notFound('Booking');
          return c.json(toVisitDto(cancelled, timeZone));
        },
      )
  );
}
