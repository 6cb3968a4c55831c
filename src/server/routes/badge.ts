import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Badge, badgeAnswer } from '@/shared/answers/push';
import { type BadgeArea, badgeSeenSchema } from '@/shared/schemas/push';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { badgeSeen } from '../db/schema';
import { contract, jsonBody } from '../http/contract';
import { invalidField } from '../http/errors';

/** When `user` last saw `area`'s page: what came before no longer counts. */
const seen = (user: SessionUser, area: BadgeArea) =>
  sql`coalesce((select seen_at from badge_seen where user_id = ${user.id} and area = ${area}), '-infinity'::timestamptz)`;

/**
 * What waits for each kind of person, by area, as one query of counts: for a customer, unpaid orders, and
 * quotes sent but not opened with final invoices not paid; for an admin, paid orders not shipped yet, new quote requests and unhandled
 * contact messages. Each counts only what came since its page was last seen.
 */
const areaCounts: Record<
  'customer' | 'admin',
  (user: SessionUser) => Partial<Record<BadgeArea, ReturnType<typeof sql>>>
> = {
  customer: (user) => ({
    orders: sql`(select count(*) from orders where user_id = ${user.id} and status = 'pending' and not paid
        and placed_at > ${seen(user, 'orders')})`,
    quotes: sql`(select count(*) from quotes q join quote_requests r on r.id = q.request_id
        where r.user_id = ${user.id} and q.status = 'sent' and q.sent_at > ${seen(user, 'quotes')})
      + (select count(*) from invoices i join jobs j on j.id = i.job_id join quotes q on q.id = j.quote_id
        join quote_requests r on r.id = q.request_id
        where r.user_id = ${user.id} and i.status = 'open' and i.created_at > ${seen(user, 'quotes')})`,
  }),
  admin: (user) => ({
    orders: sql`(select count(distinct o.id) from orders o join order_events e on e.order_id = o.id
        where e.status = 'paid' and o.status = 'pending' and o.paid and e.at > ${seen(user, 'orders')})`,
    quoteRequests: sql`(select count(*) from quote_requests where state = 'new'
        and created_at > ${seen(user, 'quoteRequests')})`,
    messages: sql`(select count(*) from contact_messages where handled_at is null
        and created_at > ${seen(user, 'messages')})`,
  }),
};

const countsOf = (user: SessionUser) => areaCounts[user.role === 'admin' ? 'admin' : 'customer'](user);

async function badgeOf(db: Database, user: SessionUser): Promise<Badge> {
  const counts = Object.entries(countsOf(user));
  const columns = sql.join(
    counts.map(([area, count]) => sql`${count} as ${sql.identifier(area)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as { rows: Record<string, string | number>[] };
  const areas = Object.fromEntries(counts.map(([area]) => [area, Number(result.rows[0]?.[area] ?? 0)]));
  return { count: Object.values(areas).reduce((sum, value) => sum + value, 0), areas };
}

/**
 * The app icon's badge: how many things wait for the signed-in user (GET), and their word that they have seen
 * one area's page (PUT), after which what waited there before no longer counts.
 */
export function badgeRoutes({ database: { db } }: AppDeps, { signedIn }: Guards) {
  const tag = 'Push notifications';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/badge',
      contract({
        tag,
        summary: "What waits for the caller, by area, and the sum the app's icon shows",
        security: 'bearer',
        answers: { 200: badgeAnswer },
        refusals: [401],
      }),
      signedIn,
      async (c) => c.json(await badgeOf(db, c.var.user)),
    )
    .put(
      '/badge/seen',
      contract({
        tag,
        summary: "The caller has seen one area's page: what waited there before no longer counts",
        security: 'bearer',
        answers: { 200: badgeAnswer },
        refusals: [400, 401, 413, 415, 422],
      }),
      signedIn,
      jsonBody(badgeSeenSchema),
      async (c) => {
        const { area } = c.req.valid('json');
        if (!(area in countsOf(c.var.user))) throw invalidField('area', `There is no ${area} area for you.`);
        await db
          .insert(badgeSeen)
          .values({ userId: c.var.user.id, area })
          .onConflictDoUpdate({ target: [badgeSeen.userId, badgeSeen.area], set: { seenAt: sql`now()` } });
        return c.json(await badgeOf(db, c.var.user));
      },
    );
}
