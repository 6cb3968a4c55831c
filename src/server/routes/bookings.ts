import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Booking } from '@/shared/api-types';
import { bookingSchema, slotsQuerySchema } from '@/shared/schemas/booking';
import { addDays, formatZoned, readSlot, shopDate, shopSlots, zonedInstant } from '@/shared/slots';
import type { AppDeps } from '../app-deps';
import { type AuthVariables, type Guards } from '../auth/middleware';
import { bookings } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { anyone, replayFirst, runIdempotent } from '../http/idempotency';
import { onPage, readPage, sendPage } from '../http/paging';
import { rateLimit } from '../http/rate-limit';
import { parseOrThrow, readId, readJson } from '../http/validation';

export function bookingsRoutes(
  { database: { db }, shopTimeZone: timeZone, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn, admin }: Guards,
) {
  const toBookingDto = (row: typeof bookings.$inferSelect): Booking => ({
    _id: row.id,
    start: formatZoned(row.startsAt.getTime(), timeZone),
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
  });
  // Today's visits and those to come: the day's earlier visits stay in view until it ends.
  const upcoming = () => gte(bookings.startsAt, new Date(zonedInstant(shopDate(Date.now(), timeZone), 0, timeZone)));

  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/slots', async (c) => {
        const query = parseOrThrow(slotsQuerySchema, { from: c.req.query('from'), days: c.req.query('days') });
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
      })
      /** Anyone books a free visit; the unique index on its start decides a race, and the loser hears 409. */
      .post(
        '/bookings',
        replayFirst(db, anyone),
        rateLimit({ name: 'bookings', store, ...rateLimits.bookings }),
        async (c) => {
          const input = await readJson(c, bookingSchema);
          const slot = readSlot(input.start, timeZone, Date.now());
          if ('problem' in slot)
            throw new ApiError(422, 'invalid', slot.problem, [{ path: 'start', message: slot.problem }]);
          return runIdempotent(c, db, anyone(c), async (tx) => {
            const [booked] = await tx
              .insert(bookings)
              .values({
                startsAt: new Date(slot.instant),
                name: input.name,
                email: input.email.toLowerCase(),
                phone: input.phone,
                address: input.address,
                notes: input.notes ?? '',
              })
              .onConflictDoNothing()
              .returning();
            if (!booked) {
              throw new ApiError(409, 'slot_taken', 'That time was just booked by someone else. Please pick another.', [
                { path: 'start', message: 'That time was just booked by someone else. Please pick another.' },
              ]);
            }
            return { status: 201, body: toBookingDto(booked) };
          });
        },
      )
      /** The admin's calendar: visits from now on, soonest first, paged like the other admin lists. */
      .get('/bookings', ...admin, async (c) => {
        const page = readPage(c);
        const [rows, [total]] = await Promise.all([
          onPage(db.select().from(bookings).where(upcoming()).orderBy(asc(bookings.startsAt)).$dynamic(), page),
          db.select({ count: count() }).from(bookings).where(upcoming()),
        ]);
        return sendPage(c, rows.map(toBookingDto), total?.count ?? 0);
      })
      /** A signed-in customer's own visits: those booked with their account's email. */
      .get('/bookings/mine', signedIn, async (c) => {
        const rows = await db
          .select()
          .from(bookings)
          .where(and(eq(bookings.email, c.var.user.email), upcoming()))
          .orderBy(asc(bookings.startsAt));
        return c.json(rows.map(toBookingDto));
      })
      /** Cancelling frees the visit: an admin any, a customer their own. */
      .delete('/bookings/:id', signedIn, async (c) => {
        const id = readId(c, 'Booking');
        const user = c.var.user;
        const [cancelled] = await db
          .delete(bookings)
          .where(and(eq(bookings.id, id), user.role === 'admin' ? undefined : eq(bookings.email, user.email)))
          .returning();
        if (!cancelled) throw notFound('Booking');
        return c.json(toBookingDto(cancelled));
      })
  );
}
