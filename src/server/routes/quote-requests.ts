import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { quoteRequestAnswer } from '@/shared/answers/quotes';
import { maxPageSize, pageQuerySchema } from '@/shared/schemas/paging';
import { shopToday } from '@/shared/slots';
import { quoteRequestListQuerySchema, quoteRequestSchema } from '@/shared/schemas/quote';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { quoteRequests } from '../db/schema';
import { contract, idParams, jsonBody, queryOf } from '../http/contract';
import { customerAdmission } from '../http/customer-write';
import { byUser, runIdempotent } from '../http/idempotency';
import { pageOf, readTablePage, sendPage } from '../http/paging';
import { readableRow } from '../http/readable-row';
import { createQuoteRequest } from '../quotes/create-quote-request';
import { requestStateAsOf } from '../expiry/quote-validity';
import { toQuoteRequestDto, toQuoteRequestDtos } from '../quotes/quote-request-dto';

const newestFirst = [desc(quoteRequests.createdAt), desc(quoteRequests.id)];

/** `?state=&limit=&offset=` of the shop's list: the state first, as its refusal came first before. */
const listQuerySchema = v.object({ ...quoteRequestListQuerySchema.entries, ...pageQuerySchema.entries });

export function quoteRequestsRoutes(
  { database: { db }, rateLimits, rateLimitStore: store, mail, shopTimeZone, sessions }: AppDeps,
  { signedIn, admin }: Guards,
) {
  // Reads never write: a quote past its last day reads as expired (its request as new) until the job writes it so.
  const today = () => shopToday(shopTimeZone);
  const tag = 'Quote requests';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post(
        '/quote-requests',
        contract({
          tag,
          summary: 'Asks the shop for a painting quote: the rooms, notes and the photos uploaded first',
          security: 'bearer',
          answers: { 201: quoteRequestAnswer },
          refusals: [400, 401, 409, 413, 415, 422, 429],
        }),
        customerAdmission({ sessions, db, store, name: 'quote-requests', ...rateLimits.quoteRequests }),
        jsonBody(quoteRequestSchema),
        async (c) => {
          const input = c.req.valid('json');
          return runIdempotent(c, db, byUser(c), async (tx) => ({
            status: 201,
            body: await createQuoteRequest(tx, mail, input, c.var.user),
          }));
        },
      )
      /** The caller's own requests, newest first. */
      .get(
        '/quote-requests/mine',
        contract({
          tag,
          summary: "The caller's own quote requests, newest first",
          security: 'bearer',
          answers: { 200: v.array(quoteRequestAnswer) },
          refusals: [401],
        }),
        signedIn,
        async (c) => {
          const rows = await db
            .select()
            .from(quoteRequests)
            .where(eq(quoteRequests.userId, c.var.user.id))
            .orderBy(...newestFirst);
          return c.json(await toQuoteRequestDtos(db, rows, c.var.user, today()));
        },
      )
      /** The shop's requests, newest first, of one state or all, paged like the other admin lists. */
      .get(
        '/quote-requests',
        contract({
          tag,
          summary: "The shop's quote requests, newest first, of one state or all, a page at a time (admin)",
          description:
            'Always paged: at most 100 a page, whatever the caller asks. `X-Total-Count` says how many in all.',
          security: 'bearer',
          answers: { 200: v.array(quoteRequestAnswer) },
          refusals: [401, 403, 422],
        }),
        ...admin,
        queryOf(listQuerySchema),
        async (c) => {
          const { state, ...asked } = c.req.valid('query');
          // A new list: always paged, a page at most, whatever the caller asks.
          const page = pageOf(asked) ?? { limit: maxPageSize, offset: 0 };
          const day = today();
          const where: SQL | undefined = state ? sql`${requestStateAsOf(day)} = ${state}` : undefined;
          const { rows, total } = await readTablePage(db, quoteRequests, { where, orderBy: newestFirst }, page);
          return sendPage(c, await toQuoteRequestDtos(db, rows, c.var.user, day), total);
        },
      )
      /** One request, for its customer or an admin; anyone else is told there is none. */
      .get(
        '/quote-requests/:id',
        contract({
          tag,
          summary: 'One quote request, for its customer or an admin',
          security: 'bearer',
          answers: { 200: quoteRequestAnswer },
          refusals: [401, 404],
        }),
        signedIn,
        idParams({ id: 'Quote request' }),
        async (c) => {
          const user = c.var.user;
          const what = 'Quote request';
          const row = await readableRow(db, quoteRequests, { id: c.req.valid('param').id, user, what }, () =>
            eq(quoteRequests.userId, user.id),
          );
          return c.json(await toQuoteRequestDto(db, row, user, today()));
        },
      )
  );
}
