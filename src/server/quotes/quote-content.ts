import { inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { quoteContentSchema } from '@/shared/schemas/quote';
import type { Database, Transaction } from '../db/client';
import { tools } from '../db/schema';
import { ApiError, type ErrorIssue, invalidField } from '../http/errors';
import { cardMaximumCents, cardMinimumCents } from '../money/card-limits';
import { pricedContent } from './quote-dto';
import { readTaxRates } from '../books/shop-books';
import { workTaxRule } from '@/shared/work-totals';
import { choiceTotals } from '@/shared/quote-choice';
import { shopToday } from '@/shared/slots';

type QuoteContentInput = v.InferOutput<typeof quoteContentSchema>;

export const pastValidUntil = 'Valid until cannot be a day that has passed.';

/** Refuses (422) a last valid day before the shop's today: such a quote could never be accepted. */
export function checkValidUntil(validUntil: string, timeZone: string) {
  if (validUntil < shopToday(timeZone))
    throw new ApiError(422, 'invalid', pastValidUntil, [{ path: 'validUntil', message: pastValidUntil }]);
}

/**
 * Refuses (422) a deposit no card can pay, or a balance after it (what the final invoice asks at least) above one
 * card payment: the quote would be accepted and then stuck unpaid.
 */
function checkPayable({ totalCents, depositCents }: { totalCents: number; depositCents: number }) {
  const deposit =
    depositCents > 0 && depositCents < cardMinimumCents
      ? 'The deposit must be at least $0.50, or 0% for none.'
      : depositCents > cardMaximumCents
        ? 'The deposit can be at most $999,999.99.'
        : undefined;
  if (deposit) throw new ApiError(422, 'invalid', deposit, [{ path: 'depositPercent', message: deposit }]);
  if (totalCents - depositCents > cardMaximumCents) {
    const message = 'The total less the deposit can be at most $999,999.99: one card payment takes no more.';
    throw invalidField('lines', message);
  }
}

/**
 * The quote's content to store, from the admin's input: the day checked, the colour schedule (none, or one entry a
 * room of the request), each catalogue line's tool checked
 * to exist (its price is the admin's: they pick at the catalogue's price and may change it), and the lines,
 * subtotal, tax (of the site's state, at today's rates) and deposit priced in cents.
 */
export async function quoteContent(
  db: Database | Transaction,
  timeZone: string,
  input: QuoteContentInput,
  request: { siteState: string; rooms: unknown[] },
) {
  checkValidUntil(input.validUntil, timeZone);
  const rooms = input.rooms ?? [];
  if (rooms.length > 0 && rooms.length !== request.rooms.length)
    throw invalidField('rooms', `The colour schedule has one entry a room of the request: ${request.rooms.length}.`);
  const lists = [
    { path: 'lines', lines: input.lines },
    ...input.options.map((option, index) => ({ path: `options.${index}.lines`, lines: option.lines })),
  ];
  const productIds = [...new Set(lists.flatMap(({ lines }) => lines.flatMap((line) => line.productId ?? [])))];
  if (productIds.length > 0) {
    const found = await db.select({ id: tools.id }).from(tools).where(inArray(tools.id, productIds));
    const known = new Set(found.map(({ id }) => id));
    const issues: ErrorIssue[] = lists.flatMap(({ path, lines }) =>
      lines.flatMap((line, index) =>
        line.productId && !known.has(line.productId)
          ? [{ path: `${path}.${index}.productId`, message: 'That tool is not in the catalogue.' }]
          : [],
      ),
    );
    if (issues.length > 0) throw new ApiError(422, 'invalid', issues[0]!.message, issues);
  }
  const rule = workTaxRule(await readTaxRates(db), request.siteState);
  const priced = pricedContent(input.lines, input.depositPercent, rule, input.options);
  // Whatever the customer chooses must be payable: each option with none of the optional lines, and with all.
  const everyOptional = input.lines.flatMap((line, index) => (line.optional ? [index] : []));
  const options = priced.options.length > 0 ? priced.options.map(({ name }) => name) : [undefined];
  for (const option of options)
    for (const optionalLines of [[], everyOptional])
      checkPayable(choiceTotals(priced, { option, optionalLines }, rule, input.depositPercent));
  const roomPaints = rooms.map(({ paint }) => paint ?? null);
  return { ...priced, roomPaints, notes: input.notes, validUntil: input.validUntil };
}
