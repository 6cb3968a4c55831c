import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { maxPageSize } from '@/shared/schemas/paging';
import { shopToday } from '@/shared/slots';
import { quoteRequestListQuerySchema, quoteRequestSchema } from '@/shared/schemas/quote';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { quoteRequests } from '../db/schema';
import { customerWrite } from '../http/customer-write';
import { readPage, readTablePage, sendPage } from '../http/paging';
import { readableRow } from '../http/readable-row';
import { parseOrThrow, readId } from '../http/validation';
import { createQuoteRequest } from '../quotes/create-quote-request';
import { requestStateAsOf } from '../expiry/quote-validity';
import { toQuoteRequestDto, toQuoteRequestDtos } from '../quotes/quote-request-dto';

const newestFirst = [desc(quoteRequests.createdAt), desc(quoteRequests.id)];

export function quoteRequestsRoutes(
  { database: { db }, rateLimits, rateLimitStore: store, mail, shopTimeZone, sessions }: AppDeps,
  { signedIn, admin }: Guards,
) {
  // Reads never write: a quote past its last day reads as expired (its request as new) until the job writes it so.
  const today = () => shopToday(shopTimeZone);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post(
        '/quote-requests',
        ...customerWrite(
          { sessions, db, store, name: 'quote-requests', ...rateLimits.quoteRequests, schema: quoteRequestSchema },
          async (tx, input, user) => ({ status: 201, body: await createQuoteRequest(tx, mail, input, user) }),
        ),
      )
      /** The caller's own requests, newest first. */
      .get('/quote-requests/mine', signedIn, async (c) => {
        const rows = await db
          .select()
          .from(quoteRequests)
          .where(eq(quoteRequests.userId, c.var.user.id))
          .orderBy(...newestFirst);
        return c.json(await toQuoteRequestDtos(db, rows, c.var.user, today()));
      })
      /** The shop's requests, newest first, of one state or all, paged like the other admin lists. */
      .get('/quote-requests', ...admin, async (c) => {
        const { state } = parseOrThrow(quoteRequestListQuerySchema, { state: c.req.query('state') });
        // A new list: always paged, a page at most, whatever the caller asks.
        const page = readPage(c) ?? { limit: maxPageSize, offset: 0 };
        const day = today();
        const where: SQL | undefined = state ? sql`${requestStateAsOf(day)} = ${state}` : undefined;
        const { rows, total } = await readTablePage(db, quoteRequests, { where, orderBy: newestFirst }, page);
        return sendPage(c, await toQuoteRequestDtos(db, rows, c.var.user, day), total);
      })
      /** One request, for its customer or an admin; anyone else is told there is none. */
      .get('/quote-requests/:id', signedIn, async (c) => {
        const user = c.var.user;
        const what = 'Quote request';
        const row = await readableRow(db, quoteRequests, { id: readId(c, what), user, what }, () =>
          eq(quoteRequests.userId, user.id),
        );
        return c.json(await toQuoteRequestDto(db, row, user, today()));
      })
  );
}
