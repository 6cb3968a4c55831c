import * as v from 'valibot';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import {
  type CreateQuoteInput,
  type QuoteContentInput,
  quoteContentSchema,
  type PaintSheen,
  type QuoteRoom,
} from '@/shared/schemas/quote';
import type { Quote, QuoteLine } from '@/shared/answers/quotes';

/** One line as the admin types it: text fields stay as typed ("2." on the way to "2.5"), read as numbers when priced. */
export type QuoteFormLine = {
  /** The line's identity in the editor (React's key), never sent. */
  key: string;
  description: string;
  quantity: string;
  unit: string;
  /** Dollars, as typed. */
  unitPrice: string;
  productId?: string;
  /** Only on the quote's own lines: the customer may add it or leave it out when accepting. */
  optional?: boolean;
};

/** One option the customer may choose ("Good", "Better", "Best"), with its own lines. */
export type QuoteFormOption = { key: string; name: string; lines: QuoteFormLine[] };

/** A room's paint on the colour schedule, as typed; a room with no colour typed has none. */
export type PaintForm = { brand: string; colour: string; code: string; sheen: '' | PaintSheen };

export const noPaint: PaintForm = { brand: '', colour: '', code: '', sheen: '' };

/** The quote editor's content: what a draft kept on the device holds, and what is sent to the shop. */
export type QuoteForm = {
  lines: QuoteFormLine[];
  /** None, or two or three for the customer to choose one of. */
  options: QuoteFormOption[];
  /** The colour schedule, by the request's rooms in their order (absent in drafts kept before it). */
  paints?: PaintForm[];
  notes: string;
  depositPercent: string;
  /** YYYY-MM-DD. */
  validUntil: string;
};

/** How long a new quote stays open to acceptance, by default. */
export const defaultValidDays = 30;
/** The deposit a new quote asks for, by default. */
export const defaultDepositPercent = 30;

/** A day `days` after `day` (both YYYY-MM-DD), on the calendar, whatever the time zone. */
export function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today on the device's calendar, YYYY-MM-DD, at `now` (the shop's clock). */
export function localDay(now: number): string {
  const date = new Date(now);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let lastKey = 0;
export const newLineKey = () => `line-${Date.now().toString(36)}-${(lastKey += 1)}`;

export const emptyQuoteForm = (today: string): QuoteForm => ({
  lines: [],
  options: [],
  notes: '',
  depositPercent: String(defaultDepositPercent),
  validUntil: daysAfter(today, defaultValidDays),
});

/** A labour line for one room, priced by the hour: "Walls and ceiling — Kitchen". */
export function labourLine(room: Pick<QuoteRoom, 'name' | 'surfaces'>): QuoteFormLine {
  const surfaces = room.surfaces.join(' and ');
  const what = surfaces.charAt(0).toUpperCase() + surfaces.slice(1);
  return { key: newLineKey(), description: `${what} — ${room.name}`, quantity: '', unit: 'hours', unitPrice: '' };
}

/** A materials line from a catalogue tool: its name, its price, and its id. */
export function catalogueLine(tool: { _id: string; name: string; price: number }): QuoteFormLine {
  return {
    key: newLineKey(),
    description: tool.name,
    quantity: '1',
    unit: 'each',
    unitPrice: centsToDollars(dollarsToCents(tool.price)).toFixed(2),
    productId: tool._id,
  };
}

/** A new option, named as the next of good, better, best. */
export const newOption = (taken: number): QuoteFormOption => ({
  key: newLineKey(),
  name: ['Good', 'Better', 'Best'][taken] ?? '',
  lines: [],
});

const formLine = (line: QuoteLine): QuoteFormLine => ({
  key: newLineKey(),
  description: line.description,
  quantity: String(line.quantity),
  unit: line.unit,
  unitPrice: line.unitPrice.toFixed(2),
  ...(line.productId ? { productId: line.productId } : {}),
  ...(line.optional ? { optional: true } : {}),
});

/** A quote the shop answered, back in the editor's shape. */
export const formFromQuote = (quote: Quote): QuoteForm => ({
  lines: quote.lines.map(formLine),
  options: quote.options.map((option) => ({ key: newLineKey(), name: option.name, lines: option.lines.map(formLine) })),
  paints: quote.rooms.map(({ paint }) =>
    paint
      ? { brand: paint.brand ?? '', colour: paint.colour, code: paint.code ?? '', sheen: paint.sheen ?? '' }
      : noPaint,
  ),
  notes: quote.notes,
  depositPercent: String(quote.depositPercent),
  validUntil: quote.validUntil,
});

/** A typed number, or NaN when it is none (an empty field is not 0). */
export const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The form's content as the shop takes it (PUT /api/quotes/:id with a version; with the request's id, POST /api/quotes). */
const lineInput = ({ description, quantity, unit, unitPrice, productId, optional }: QuoteFormLine) => ({
  description: description.trim(),
  quantity: typedNumber(quantity),
  unit: unit.trim(),
  unitPrice: typedNumber(unitPrice),
  ...(productId ? { productId } : {}),
  ...(optional ? { optional: true } : {}),
});

export const quoteInput = (form: QuoteForm): QuoteContentInput => ({
  lines: form.lines.map(lineInput),
  options: form.options.map((option) => ({ name: option.name.trim(), lines: option.lines.map(lineInput) })),
  ...(form.paints?.some(({ colour }) => colour.trim() !== '')
    ? {
        rooms: form.paints.map(({ brand, colour, code, sheen }) =>
          colour.trim() === ''
            ? {}
            : { paint: { brand: brand.trim(), colour: colour.trim(), code: code.trim(), ...(sheen ? { sheen } : {}) } },
        ),
      }
    : {}),
  notes: form.notes.trim(),
  depositPercent: typedNumber(form.depositPercent),
  validUntil: form.validUntil,
});

export const createQuoteInput = (requestId: string, form: QuoteForm): CreateQuoteInput => ({
  requestId,
  ...quoteInput(form),
});

/** What the shop would refuse in the form, by field ("lines.0.quantity"), checked by the same schema before sending. */
export function quoteFormIssues(form: QuoteForm): Record<string, string> {
  const result = v.safeParse(quoteContentSchema, quoteInput(form));
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}
