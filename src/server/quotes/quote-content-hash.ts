import { createHash } from 'node:crypto';
import type { Quote } from '@/shared/answers/quotes';
import { chosenLines } from '@/shared/quote-choice';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with every object's keys in order, so that the same content always gives the same text. */
function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What the customer agrees to when accepting: the quote's content as its answer gives it, in dollars. */
export type AcceptedContent = Pick<
  Quote,
  | 'requestId'
  | 'customerEmail'
  | 'address'
  | 'lines'
  | 'options'
  | 'chosenOption'
  | 'chosenOptionalLines'
  | 'notes'
  | 'subtotal'
  | 'tax'
  | 'taxState'
  | 'taxPercent'
  | 'total'
  | 'depositPercent'
  | 'deposit'
  | 'validUntil'
> & { _id: string };

/**
 * The SHA-256 (hex) of the quote's content as accepted: anyone holding the quote's answer can recompute it
 * and see that what was signed is what is shown. The times, the status and the acceptance itself are not
 * content: they change as the quote moves on, while what was agreed does not. A taxed quote signs its tax too;
 * an untaxed one has the content quotes had before the shop taxed them, so that their hashes still hold. A quote
 * with options or optional lines signs the lines chosen and the choice; one without has the content it had before
 * quotes offered choices.
 */
export function quoteContentHash(quote: AcceptedContent): string {
  const offersChoice = quote.options.length > 0 || quote.lines.some((line) => line.optional);
  const choice = { option: quote.chosenOption ?? undefined, optionalLines: quote.chosenOptionalLines ?? [] };
  const lines = offersChoice ? chosenLines(quote, choice) : quote.lines;
  const content: Json = {
    quoteId: quote._id,
    requestId: quote.requestId,
    customerEmail: quote.customerEmail,
    address: quote.address,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      total: line.total,
      productId: line.productId,
    })),
    ...(offersChoice ? { option: quote.chosenOption, optionalLines: choice.optionalLines } : {}),
    notes: quote.notes,
    ...(quote.tax > 0
      ? { subtotal: quote.subtotal, tax: quote.tax, taxState: quote.taxState, taxPercent: quote.taxPercent }
      : {}),
    total: quote.total,
    depositPercent: quote.depositPercent,
    deposit: quote.deposit,
    validUntil: quote.validUntil,
  };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}
