import { describe, expect, it } from 'vitest';
import { axisDollars, shortDay, signedAmount, spanInWords } from './takings-words';

describe('the takings in words', () => {
  it('tells a refund as money going back out, and a charge as money in', () => {
    expect(signedAmount({ type: 'charge', amount: 1234.5 })).toBe('$1,234.50');
    expect(signedAmount({ type: 'refund', amount: 35 })).toBe('−$35.00');
  });

  it("writes the shop's days as they are, free of the viewer's time zone", () => {
    expect(shortDay('2026-03-05')).toBe('5 Mar');
    expect(shortDay('2026-12-31')).toBe('31 Dec');
    expect(spanInWords('2026-02-05', '2026-03-06')).toBe('5 Feb to 6 Mar 2026');
  });

  it('keeps the chart’s amounts short', () => {
    expect([0, 45.5, 999, 1234, 25_000, -300].map(axisDollars)).toEqual([
      '$0',
      '$46',
      '$999',
      '$1.2k',
      '$25k',
      '−$300',
    ]);
  });
});
