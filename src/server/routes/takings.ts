import { Hono } from 'hono';
import * as v from 'valibot';
import { paymentAnswer, takingsAnswer, taxReportAnswer } from '@/shared/answers/money';
import { ledgerQuerySchema, takingsQuerySchema } from '@/shared/schemas/payment';
import { maxPageSize, pageQuerySchema } from '@/shared/schemas/paging';
import { addDays, shopDate } from '@/shared/slots';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, queryOf } from '../http/contract';
import { pageOf, sendPage } from '../http/paging';
import { ledgerCsv, ledgerPage } from '../money/ledger-reads';
import { takings, taxReport } from '../money/ledger-sums';

/** The days the takings page shows when none are asked for: the last 30, today included. */
const defaultTakingsDays = 30;

/** The quarter (January to March, April to June…) a day YYYY-MM-DD is in: its first and last days. */
export function quarterOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const from = `${year}-${pad(first)}-01`;
  const next = first + 3 > 12 ? `${year + 1}-01-01` : `${year}-${pad(first + 3)}-01`;
  return { from, to: addDays(next, -1) };
}

/** `?from=&to=&kind=` and `?limit=&offset=` of GET /payments: the ledger's filter (said first when wrong), and its page. */
const ledgerPageQuerySchema = v.intersect([ledgerQuerySchema, pageQuerySchema]);

/**
 * The shop's money for its admins: the ledger of every charge and refund (a page at a time, or whole as
 * CSV for an accountant), and the takings summed by day and by kind. Days are the shop's (`SHOP_TIMEZONE`).
 */
export function takingsRoutes({ database: { db }, shopTimeZone: timeZone }: AppDeps, { admin }: Guards) {
  const tag = 'Takings';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/payments',
      contract({
        tag,
        summary: "The ledger's charges and refunds, newest first, a page at a time (admin)",
        security: 'bearer',
        answers: { 200: v.array(paymentAnswer) },
        refusals: [401, 403, 422],
      }),
      ...admin,
      queryOf(ledgerPageQuerySchema),
      async (c) => {
        const { limit, offset, ...filter } = c.req.valid('query');
        // Always a page: the ledger only grows.
        const page = pageOf({ limit, offset }) ?? { limit: maxPageSize, offset: 0 };
        const { rows, total } = await ledgerPage(db, { ...filter, timeZone }, page);
        return sendPage(c, rows, total);
      },
    )
    .get(
      '/payments.csv',
      contract({
        tag,
        summary: 'The whole filtered ledger as CSV, newest first, for an accountant (admin)',
        security: 'bearer',
        answers: { 200: { media: 'text/csv', description: "The ledger's rows, a header first (RFC 4180)." } },
        refusals: [401, 403, 422],
      }),
      ...admin,
      queryOf(ledgerQuerySchema),
      (c) => {
        const filter = c.req.valid('query');
        const days = [filter.from ?? 'start', filter.to ?? shopDate(Date.now(), timeZone)].join('-to-');
        return c.body(ledgerCsv(db, { ...filter, timeZone }), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="brushwork-payments-${filter.kind ?? 'all'}-${days}.csv"`,
        });
      },
    )
    .get(
      '/takings',
      contract({
        tag,
        summary:
          "The takings of a span of the shop's days (the last 30 by default): by day, by kind and in all (admin)",
        security: 'bearer',
        answers: { 200: takingsAnswer },
        refusals: [401, 403, 422],
      }),
      ...admin,
      queryOf(takingsQuerySchema),
      async (c) => {
        const asked = c.req.valid('query');
        // One end given: the 30 days from or to it; neither: the 30 days to the shop's today.
        const to =
          asked.to ?? (asked.from ? addDays(asked.from, defaultTakingsDays - 1) : shopDate(Date.now(), timeZone));
        const from = asked.from ?? addDays(to, 1 - defaultTakingsDays);
        return c.json(await takings(db, { from, to, timeZone }));
      },
    )
    .get(
      '/tax-report',
      contract({
        tag,
        summary:
          "The sales tax of a span of the shop's days (its current quarter by default), by state: taxable sales and tax, refunds taken off (admin)",
        security: 'bearer',
        answers: { 200: taxReportAnswer },
        refusals: [401, 403, 422],
      }),
      ...admin,
      queryOf(takingsQuerySchema),
      async (c) => {
        const asked = c.req.valid('query');
        const quarter = quarterOf(shopDate(Date.now(), timeZone));
        const from = asked.from ?? (asked.to ? quarterOf(asked.to).from : quarter.from);
        const to = asked.to ?? (asked.from ? quarterOf(asked.from).to : quarter.to);
        return c.json(await taxReport(db, { from, to, timeZone }));
      },
    );
}
