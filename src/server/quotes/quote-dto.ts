import { eq } from 'drizzle-orm';
import type { Quote, QuoteLine } from '@/shared/answers/quotes';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import type { QuoteLineInput } from '@/shared/schemas/quote';
import { untaxed, type WorkTaxRule, workTotals } from '@/shared/work-totals';
import type { Database, Transaction } from '../db/client';
import { quoteRequests, quotes, type StoredQuoteLine, users } from '../db/schema';
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
  };
}

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
 * The quote's stored content from the admin's lines and deposit, taxed by `rule`: the lines, subtotal, tax, total
 * and deposit in cents (the deposit a share of the total with its tax), and the rule it was taxed by.
 */
export function pricedContent(lines: QuoteLineInput[], depositPercent: number, rule: WorkTaxRule = untaxed) {
  const stored = lines.map(storedLine);
  const { subtotalCents, taxCents, totalCents } = workTotals(stored, rule);
  return {
    lines: stored,
    subtotalCents,
    taxCents,
    totalCents,
    ...storedTaxRule(rule),
    depositPercent,
    depositCents: Math.round((totalCents * depositPercent) / 100),
  };
}

const answeredLine = (line: StoredQuoteLine): QuoteLine => ({
  description: line.description,
  quantity: line.quantityHundredths / 100,
  unit: line.unit,
  unitPrice: centsToDollars(line.unitPriceCents),
  total: centsToDollars(line.totalCents),
  productId: line.productId,
});

const iso = (time: Date | null) => time?.toISOString() ?? null;

export function toQuoteDto({ quote, request, customer }: QuoteRecord): Quote {
  const accepted = quote.acceptedAt && quote.signaturePng && quote.contentHash;
  return {
    _id: quote.id,
    requestId: quote.requestId,
    customerName: customer.name,
    customerEmail: customer.email,
    address: siteAddress(request),
    lines: quote.lines.map(answeredLine),
    notes: quote.notes,
    subtotal: centsToDollars(quote.subtotalCents),
    tax: centsToDollars(quote.taxCents),
    taxState: quote.taxState,
    taxPercent: quote.taxPercentThousandths / 1000,
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
