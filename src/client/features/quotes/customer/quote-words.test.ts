import { describe, expect, it } from 'vitest';
import { factory } from '@/client/test/factory';
import type { Quote } from '@/shared/answers/quotes';
import { dayInWords } from '@/shared/dates';
import { quoteStatuses } from '@/shared/schemas/quote';
import {
  awaitsAnswer,
  awaitsDeposit,
  depositInWords,
  quantityInWords,
  shortHash,
  statusExplained,
} from './quote-words';
import { quoteStatusLabels } from '@/shared/quote-labels';

const createQuote = factory<Quote>({
  _id: 'q1',
  requestId: 'r1',
  customerName: 'Robin Roller',
  customerEmail: 'robin@example.com',
  address: '7 Ladder Lane',
  lines: [
    { description: 'Walls', quantity: 40, unit: 'm²', unitPrice: 12.5, total: 500, productId: null, optional: false },
  ],
  rooms: [],
  options: [],
  chosenOption: null,
  chosenOptionalLines: null,
  notes: '',
  subtotal: 500,
  tax: 0,
  taxState: null,
  taxPercent: 0,
  taxPainting: false,
  total: 500,
  depositPercent: 30,
  deposit: 150,
  validUntil: '2026-12-11',
  status: 'sent',
  version: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:05:00.000Z',
  viewedAt: null,
  acceptedAt: null,
  declinedAt: null,
  depositPaidAt: null,
  cancelledAt: null,
  declineReason: null,
  acceptance: null,
  transactionId: null,
});

describe('quote words', () => {
  it('names every status as the whole shop does', () => {
    expect(quoteStatuses.map((status) => quoteStatusLabels[status])).toEqual([
      'Draft',
      'Sent',
      'Viewed',
      'Accepted',
      'Deposit paid',
      'Declined',
      'Expired',
      'Cancelled',
    ]);
  });

  it.each([
    ['2026-12-11', 'Friday 11 December 2026'],
    ['2027-01-01', 'Friday 1 January 2027'],
    ['2028-02-29', 'Tuesday 29 February 2028'],
  ])('says the day %s as %s, whatever the viewer’s time zone', (day, words) => {
    expect(dayInWords(day)).toBe(words);
  });

  it('writes quantities with at most two decimals and their unit', () => {
    expect(quantityInWords({ quantity: 3, unit: 'hours' })).toBe('3 hours');
    expect(quantityInWords({ quantity: 12.5, unit: 'm²' })).toBe('12.5 m²');
    expect(quantityInWords({ quantity: 0.1 + 0.2, unit: 'gallons' })).toBe('0.3 gallons');
  });

  it('says the deposit in dollars and percent, and the hash in its short form', () => {
    expect(depositInWords({ deposit: 1234.5, depositPercent: 25 })).toBe('$1,234.50 (25%)');
    expect(shortHash('3f2a9b1c77de0123456789abcdef')).toBe('3f2a9b1c77de');
  });

  it('lets the customer answer only a sent or viewed quote, and pay only an accepted one with a deposit', () => {
    const answerable = quoteStatuses.filter((status) => awaitsAnswer({ status }));
    expect(answerable).toEqual(['sent', 'viewed']);
    expect(awaitsDeposit({ status: 'accepted', deposit: 150 })).toBe(true);
    expect(awaitsDeposit({ status: 'accepted', deposit: 0 })).toBe(false);
    expect(awaitsDeposit({ status: 'deposit_paid', deposit: 150 })).toBe(false);
  });

  it('explains each status in a sentence with its day and amounts', () => {
    expect(statusExplained(createQuote())).toContain('by Friday 11 December 2026');
    expect(statusExplained(createQuote({ status: 'accepted' }))).toContain('deposit of $150.00');
    expect(statusExplained(createQuote({ status: 'accepted', deposit: 0, depositPercent: 0 }))).toContain(
      'No deposit is due',
    );
    expect(statusExplained(createQuote({ status: 'deposit_paid' }))).toContain('$150.00 is paid');
    expect(statusExplained(createQuote({ status: 'expired' }))).toContain('valid until Friday 11 December 2026');
    expect(statusExplained(createQuote({ status: 'cancelled' }))).toBe(
      'The shop cancelled this quote. Nothing was charged for it.',
    );
    expect(statusExplained(createQuote({ status: 'cancelled', depositPaidAt: '2026-12-01T10:00:00.000Z' }))).toBe(
      'The shop cancelled this quote and refunded your deposit of $150.00 to your card.',
    );
  });
});
