import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoices, quotes } from '../db/schema';
import type { MailData, MailKind } from './messages';

type Check<K extends MailKind> = (db: Database, data: MailData[K]) => Promise<string | undefined>;

/**
 * The follow-ups written days ahead that may no longer apply when they fall due, each with why it would not:
 * a reminder to answer a quote already answered, or to pay an invoice already paid. Asked when it is due.
 */
const checks: { [K in MailKind]?: Check<K> } = {
  'quote-expiring': async (db, quote) => {
    const [row] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.quoteId));
    return row?.status === 'sent' || row?.status === 'viewed' ? undefined : 'The quote was answered or withdrawn.';
  },
  'invoice-reminder': async (db, invoice) => {
    const [row] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.invoiceId));
    return row?.status === 'open' ? undefined : 'The invoice was paid.';
  },
};

/** Why an email (or its notification) due now is no longer wanted, or undefined when it still is. */
export function noLongerDue(db: Database, row: { kind: string; data: unknown }): Promise<string | undefined> {
  const check = checks[row.kind as MailKind] as Check<MailKind> | undefined;
  return check ? check(db, row.data as MailData[MailKind]) : Promise.resolve(undefined);
}
