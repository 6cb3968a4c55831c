import { Hono } from 'hono';
import { ledgerQuerySchema, takingsQuerySchema } from '@/shared/schemas/payment';
import { maxPageSize } from '@/shared/schemas/paging';
import { addDays, shopDate } from '@/shared/slots';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { readPage, sendPage } from '../http/paging';
import { parseOrThrow } from '../http/validation';
import { ledgerCsv, ledgerPage, takings } from '../money/ledger-reads';

/** The days the takings page shows when none are asked for: the last 30, today included. */
const defaultTakingsDays = 30;

/**
 * The shop's money for its admins: the ledger of every charge and refund (a page at a time, or whole as
 * CSV for an accountant), and the takings summed by day and by kind. Days are the shop's (`SHOP_TIMEZONE`).
 */
export function takingsRoutes({ database: { db }, shopTimeZone: timeZone }: AppDeps, { admin }: Guards) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/payments', ...admin, async (c) => {
      const filter = parseOrThrow(ledgerQuerySchema, c.req.query());
      // Always a page: the ledger only grows.
      const page = readPage(c) ?? { limit: maxPageSize, offset: 0 };
      const { rows, total } = await ledgerPage(db, { ...filter, timeZone }, page);
      return sendPage(c, rows, total);
    })
    .get('/payments.csv', ...admin, (c) => {
      const filter = parseOrThrow(ledgerQuerySchema, c.req.query());
      const days = [filter.from ?? 'start', filter.to ?? shopDate(Date.now(), timeZone)].join('-to-');
      return c.body(ledgerCsv(db, { ...filter, timeZone }), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="brushwork-payments-${filter.kind ?? 'all'}-${days}.csv"`,
      });
    })
    .get('/takings', ...admin, async (c) => {
      const asked = parseOrThrow(takingsQuerySchema, c.req.query());
      // One end given: the 30 days from or to it; neither: the 30 days to the shop's today.
      const to =
        asked.to ?? (asked.from ? addDays(asked.from, defaultTakingsDays - 1) : shopDate(Date.now(), timeZone));
      const from = asked.from ?? addDays(to, 1 - defaultTakingsDays);
      return c.json(await takings(db, { from, to, timeZone }));
    });
}
