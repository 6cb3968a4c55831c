import { describe, expect, it } from 'vitest';
import { formatDollars } from '@/shared/money';
import {
  catalogueLine,
  daysAfter,
  emptyQuoteForm,
  labourLine,
  quoteFormIssues,
  quoteInput,
  type QuoteForm,
} from './quote-form';
import { untaxed, workTaxRule } from '@/shared/work-totals';
import { lineTotalCents, quoteTotals } from './quote-totals';

const line = (quantity: string, unitPrice: string) => ({
  key: `${quantity}x${unitPrice}`,
  description: 'Walls — Kitchen',
  quantity,
  unit: 'hours',
  unitPrice,
});

describe("a quote's totals, in cents as the shop counts them", () => {
  it('prices 2.5 hours at $45.99 at $114.98 (11,497.5 cents rounded to the cent)', () => {
    expect(lineTotalCents('2.5', '45.99')).toBe(11498);
    expect(formatDollars(lineTotalCents('2.5', '45.99') / 100)).toBe('$114.98');
  });

  it('adds the lines and asks a 30% deposit of the total, to the cent', () => {
    const totals = quoteTotals(
      { lines: [line('2.5', '45.99'), line('3', '19.99')], depositPercent: '30', options: [] },
      untaxed,
    );
    expect(totals.lineCents).toEqual([11498, 5997]);
    expect(totals.totalCents).toBe(17495);
    // 30% of 17,495 cents is 5,248.5: rounded to 5,249.
    expect(totals.depositCents).toBe(5249);
  });

  it('never sums floating dollars: 0.1 + 0.2 hours at $10 is $3.00 exactly', () => {
    expect(
      quoteTotals({ lines: [line('0.1', '10'), line('0.2', '10')], depositPercent: '0', options: [] }, untaxed)
        .totalCents,
    ).toBe(300);
  });

  it('counts a line not fully typed as nothing, and a deposit not typed as none', () => {
    const totals = quoteTotals(
      { lines: [line('', '45.99'), line('2', ''), line('2', '10')], depositPercent: '', options: [] },
      untaxed,
    );
    expect(totals).toEqual({
      lineCents: [0, 0, 2000],
      subtotalCents: 2000,
      taxCents: 0,
      totalCents: 2000,
      depositCents: 0,
      optionLineCents: [],
      options: [],
      extrasCents: 0,
    });
  });

  it("taxes labour and tools by the site's state, half-up once, and asks the deposit of the total with tax", () => {
    const rates = { rates: [{ state: 'WA' as const, percent: 6.5, painting: true }] };
    const lines = [line('10', '95'), { ...line('2', '12.5'), productId: 'a-roller' }];
    // 6.5% of $975.00 is $63.375: $63.38. 30% of $1,038.38 is $311.514: $311.51.
    expect(quoteTotals({ lines, depositPercent: '30', options: [] }, workTaxRule(rates, 'Washington'))).toMatchObject({
      subtotalCents: 97500,
      taxCents: 6338,
      totalCents: 103838,
      depositCents: 31151,
    });
    // Where labour is not taxed, only the rollers are: 6.5% of $25.00 is $1.625, $1.63.
    const toolsOnly = { rates: [{ ...rates.rates[0]!, painting: false }] };
    expect(quoteTotals({ lines, depositPercent: '0', options: [] }, workTaxRule(toolsOnly, 'wa')).taxCents).toBe(163);
    // A state the shop lists no rate for pays none; a request from before the state was asked, the shop's own (OR).
    expect(quoteTotals({ lines, depositPercent: '0', options: [] }, workTaxRule(rates, 'ID')).taxCents).toBe(0);
    expect(workTaxRule({ rates: [{ state: 'OR', percent: 1, painting: true }] }, '').taxState).toBe('OR');
  });
});

describe('a quote with options and optional lines', () => {
  const options = [
    { key: 'good', name: 'Good', lines: [line('4', '100')] },
    { key: 'better', name: 'Better', lines: [line('6', '100'), line('1', '50.25')] },
  ];
  const lines = [line('1', '100'), { ...line('1', '45.5'), optional: true }];

  it('totals each option without extras, and the quote as first offered', () => {
    const totals = quoteTotals({ lines, options, depositPercent: '30' }, untaxed);
    expect(totals).toMatchObject({
      lineCents: [10000, 4550],
      optionLineCents: [[40000], [60000, 5025]],
      totalCents: 50000,
      depositCents: 15000,
      options: [
        { totalCents: 50000, depositCents: 15000 },
        // 30% of $750.25 is $225.075: $225.08.
        { totalCents: 75025, depositCents: 22508 },
      ],
      extrasCents: 4550,
    });
  });

  it('sends the options and the optional mark, and checks them by the shop’s rules', () => {
    const form: QuoteForm = { lines, options, notes: '', depositPercent: '30', validUntil: '2026-12-25' };
    expect(quoteInput(form)).toMatchObject({
      lines: [{ description: 'Walls — Kitchen' }, { optional: true }],
      options: [{ name: 'Good', lines: [{ quantity: 4, unitPrice: 100 }] }, { name: 'Better' }],
    });
    expect(quoteFormIssues(form)).toEqual({});
    expect(quoteFormIssues({ ...form, options: [options[0]!] })).toEqual({
      options: 'Offer two or three options, or none.',
    });
    expect(quoteFormIssues({ ...form, options: [options[0]!, { ...options[1]!, name: '', lines: [] }] })).toEqual({
      'options.1.name': 'Option name is required.',
      'options.1.lines': 'Give each option at least one line.',
    });
  });
});

describe("the editor's lines", () => {
  it("prefills a room's labour by the hour with what to paint and the room's name", () => {
    expect(labourLine({ name: 'Kitchen', surfaces: ['walls', 'ceiling'] })).toMatchObject({
      description: 'Walls and ceiling — Kitchen',
      unit: 'hours',
      quantity: '',
    });
  });

  it("takes a catalogue tool's name, price and id", () => {
    expect(catalogueLine({ _id: 'tool-1', name: 'Roller kit', price: 12.5 })).toMatchObject({
      description: 'Roller kit',
      quantity: '1',
      unitPrice: '12.50',
      productId: 'tool-1',
    });
  });

  it('sends numbers in dollars and names what the shop would refuse by its field', () => {
    const form: QuoteForm = {
      lines: [line('2.5', '45.99')],
      options: [],
      notes: ' Two coats ',
      depositPercent: '30',
      validUntil: '2026-12-25',
    };
    expect(quoteInput(form)).toEqual({
      lines: [{ description: 'Walls — Kitchen', quantity: 2.5, unit: 'hours', unitPrice: 45.99 }],
      options: [],
      notes: 'Two coats',
      depositPercent: 30,
      validUntil: '2026-12-25',
    });
    expect(quoteFormIssues(form)).toEqual({});
    const issues = quoteFormIssues({ ...form, lines: [line('', '45.999')], depositPercent: '120' });
    expect(Object.keys(issues).sort()).toEqual(['depositPercent', 'lines.0.quantity', 'lines.0.unitPrice']);
    expect(quoteFormIssues({ ...form, lines: [] })).toEqual({ lines: 'Add at least one line.' });
  });
});

describe("a new quote's defaults", () => {
  it('stands for 30 days from today, across a month and a year, with a 30% deposit', () => {
    expect(emptyQuoteForm('2026-11-25')).toEqual({
      lines: [],
      options: [],
      notes: '',
      depositPercent: '30',
      validUntil: '2026-12-25',
    });
    expect(daysAfter('2026-12-15', 30)).toBe('2027-01-14');
    expect(daysAfter('2028-02-01', 30)).toBe('2028-03-02');
  });
});
