import { eq } from 'drizzle-orm';
import type { Quote, QuoteLine, QuoteOption } from '@/shared/answers/quotes';
import { chosenLines, choiceTotals, firstOffered, type QuoteChoice } from '@/shared/quote-choice';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import type { QuoteLineInput, QuoteRoom, RoomPaint } from '@/shared/schemas/quote';
import { untaxed, type WorkTaxRule } from '@/shared/work-totals';
import type { Database, Transaction } from '../db/client';
import { quoteRequests, quotes, type StoredQuoteLine, type StoredQuoteOption, users } from '../db/schema';
import { siteAddress } from '@/shared/quote-labels';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

/** A quote with what its answer tells of its request and customer. */
export type QuoteRecord = {
  quote: QuoteRow;
  request: QuoteRequestRow;
  customer: { id: string; name: string; email: string };
};

/** A line as stored: quantity in hundredths, prices in cents, its total round(quantity × unit price). */
export function storedLine(line: QuoteLineInput): StoredQuoteLine {
  const quantityHundredths = Math.round(line.quantity * 100);
  const unitPriceCents = dollarsToCents(line.unitPrice);
  return {
    description: line.description,
    quantityHundredths,
    unit: line.unit,
    unitPriceCents,
    totalCents: Math.round((quantityHundredths * unitPriceCents) / 100),
    productId: line.productId ?? null,
    ...(line.optional ? { optional: true as const } : {}),
  };
}

/** The request's rooms with the colour schedule's paint of each, where one is set. */
export const scheduledRooms = (rooms: QuoteRoom[], paints: (RoomPaint | null)[]) =>
  rooms.map(({ paint: _none, ...room }, index) => {
    const paint = paints[index];
    return paint ? { ...room, paint } : room;
  });

/** A tax rule as a quote or an invoice keeps it (workTaxColumns), and back. */
export const storedTaxRule = (rule: WorkTaxRule) => ({
  taxState: rule.taxState,
  taxPercentThousandths: rule.percentThousandths,
  taxPainting: rule.painting,
});
export const taxRuleOf = (row: ReturnType<typeof storedTaxRule>): WorkTaxRule => ({
  taxState: row.taxState,
  percentThousandths: row.taxPercentThousandths,
  painting: row.taxPainting,
});

/**
 * The quote's stored content from the admin's lines, options and deposit, taxed by `rule`: the lines and options,
 * and the subtotal, tax, total and deposit in cents of the first offered choice (the deposit a share of the total
 * with its tax), and the rule it was taxed by.
 */
export function pricedContent(
  lines: QuoteLineInput[],
  depositPercent: number,
  rule: WorkTaxRule = untaxed,
  options: { name: string; lines: QuoteLineInput[] }[] = [],
) {
  const offer = {
    lines: lines.map(storedLine),
    options: options.map((option) => ({ name: option.name, lines: option.lines.map(storedLine) })),
  };
  const { subtotalCents, taxCents, totalCents, depositCents } = choiceTotals(
    offer,
    firstOffered(offer),
    rule,
    depositPercent,
  );
  return { ...offer, subtotalCents, taxCents, totalCents, ...storedTaxRule(rule), depositPercent, depositCents };
}

/** What an accepted quote's work counts (its chosen lines); before acceptance, its first option without extras. */
export const acceptedLines = (quote: Pick<QuoteRow, 'lines' | 'options' | 'chosenOption' | 'chosenOptionalLines'>) =>
  chosenLines(
    quote,
    quote.chosenOptionalLines
      ? { option: quote.chosenOption ?? undefined, optionalLines: quote.chosenOptionalLines }
      : firstOffered(quote),
  );

/**
 * The quote's chosen content as its row keeps it once accepted: the choice, and the subtotal, tax, total and
 * deposit of what was chosen. The offer (its lines and options) stays as it was.
 */
export function chosenPricing(quote: QuoteRow, choice: QuoteChoice) {
  const totals = choiceTotals(quote, choice, taxRuleOf(quote), quote.depositPercent);
  return {
    chosenOption: choice.option ?? null,
    chosenOptionalLines: choice.optionalLines ?? [],
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
  };
}

export const answeredLine = (line: StoredQuoteLine): QuoteLine => ({
  description: line.description,
  quantity: line.quantityHundredths / 100,
  unit: line.unit,
  unitPrice: centsToDollars(line.unitPriceCents),
  total: centsToDollars(line.totalCents),
  productId: line.productId,
  optional: line.optional === true,
});

/** An option as answered: its lines, and what it comes to without optional lines. */
function answeredOption(quote: QuoteRow, option: StoredQuoteOption): QuoteOption {
  const totals = choiceTotals(
    quote,
    { option: option.name, optionalLines: [] },
    taxRuleOf(quote),
    quote.depositPercent,
  );
  return {
    name: option.name,
    lines: option.lines.map(answeredLine),
    subtotal: centsToDollars(totals.subtotalCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    deposit: centsToDollars(totals.depositCents),
  };
}

const iso = (time: Date | null) => time?.toISOString() ?? null;

export function toQuoteDto({ quote, request, customer }: QuoteRecord): Quote {
  const accepted = quote.acceptedAt && quote.signaturePng && quote.contentHash;
  return {
    _id: quote.id,
    requestId: quote.requestId,
    customerName: customer.name,
    customerEmail: customer.email,
    address: siteAddress(request),
    rooms: scheduledRooms(request.rooms, quote.roomPaints),
    lines: quote.lines.map(answeredLine),
    options: quote.options.map((option) => answeredOption(quote, option)),
    chosenOption: quote.chosenOption,
    chosenOptionalLines: quote.chosenOptionalLines,
    notes: quote.notes,
    subtotal: centsToDollars(quote.subtotalCents),
    tax: centsToDollars(quote.taxCents),
    taxState: quote.taxState,
    taxPercent: quote.taxPercentThousandths / 1000,
    taxPainting: quote.taxPainting,
    total: centsToDollars(quote.totalCents),
    depositPercent: quote.depositPercent,
    deposit: centsToDollars(quote.depositCents),
    validUntil: quote.validUntil,
    status: quote.status,
    version: quote.version,
    createdAt: quote.createdAt.toISOString(),
    sentAt: iso(quote.sentAt),
    viewedAt: iso(quote.viewedAt),
    acceptedAt: iso(quote.acceptedAt),
    declinedAt: iso(quote.declinedAt),
    depositPaidAt: iso(quote.depositPaidAt),
    cancelledAt: iso(quote.cancelledAt),
    declineReason: quote.declineReason,
    acceptance: accepted
      ? {
          signedName: quote.signedName ?? '',
          signature: `data:image/png;base64,${Buffer.from(quote.signaturePng!).toString('base64')}`,
          ip: quote.acceptedIp ?? '',
          contentHash: quote.contentHash!,
          at: quote.acceptedAt!.toISOString(),
        }
      : null,
    transactionId: quote.transactionId,
  };
}

/** The quote, its request and its customer; with `forUpdate`, the quote's row locked until the transaction ends. */
export async function loadQuote(
  db: Database | Transaction,
  quoteId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<QuoteRecord | undefined> {
  const query = db
    .select({ quote: quotes, request: quoteRequests, customer: { id: users.id, name: users.name, email: users.email } })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .innerJoin(users, eq(users.id, quoteRequests.userId))
    .where(eq(quotes.id, quoteId));
  const [record] = forUpdate ? await query.for('update', { of: quotes }) : await query;
  return record;
}
