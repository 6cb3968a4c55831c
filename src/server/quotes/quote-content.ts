import { inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { updateQuoteSchema } from '@/shared/schemas/quote';
import type { Database } from '../db/client';
import { tools } from '../db/schema';
import { ApiError, type ErrorIssue } from '../http/errors';
import type { Transaction } from '../http/idempotency';
import { pricedContent } from './quote-dto';
import { shopToday } from '../expiry/quote-validity';

type QuoteContentInput = v.InferOutput<typeof updateQuoteSchema>;

export const pastValidUntil = 'Valid until cannot be a day that has passed.';

/** Refuses (422) a last valid day before the shop's today: such a quote could never be accepted. */
export function checkValidUntil(validUntil: string, timeZone: string) {
  if (validUntil < shopToday(timeZone))
    throw new ApiError(422, 'invalid', pastValidUntil, [{ path: 'validUntil', message: pastValidUntil }]);
}

/** The smallest and largest card payment the gateway takes (Stripe's bounds in dollars). */
const minDepositCents = 50;
const maxDepositCents = 99_999_999;

/** Refuses (422) a deposit no card can pay: the quote would be accepted and then stuck unpaid. */
function checkDepositPayable(depositCents: number) {
  const message =
    depositCents > 0 && depositCents < minDepositCents
      ? 'The deposit must be at least $0.50, or 0% for none.'
      : depositCents > maxDepositCents
        ? 'The deposit can be at most $999,999.99.'
        : undefined;
  if (message) throw new ApiError(422, 'invalid', message, [{ path: 'depositPercent', message }]);
}

/**
 * The quote's content to store, from the admin's input: the day checked, each catalogue line's tool checked
 * to exist (its price is the admin's: they pick at the catalogue's price and may change it), and the lines,
 * total and deposit priced in cents.
 */
export async function quoteContent(db: Database | Transaction, timeZone: string, input: QuoteContentInput) {
  checkValidUntil(input.validUntil, timeZone);
  const productIds = [...new Set(input.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (productIds.length > 0) {
    const found = await db.select({ id: tools.id }).from(tools).where(inArray(tools.id, productIds));
    const known = new Set(found.map(({ id }) => id));
    const issues: ErrorIssue[] = input.lines.flatMap((line, index) =>
      line.productId && !known.has(line.productId)
        ? [{ path: `lines.${index}.productId`, message: 'That tool is not in the catalogue.' }]
        : [],
    );
    if (issues.length > 0) throw new ApiError(422, 'invalid', issues[0]!.message, issues);
  }
  const priced = pricedContent(input.lines, input.depositPercent);
  checkDepositPayable(priced.depositCents);
  return { ...priced, notes: input.notes, validUntil: input.validUntil };
}
