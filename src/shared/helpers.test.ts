import { describe, expect, it } from 'vitest';
import { dayInWords, formatOrderDate, formatPostDate, monthName, weekdayName } from './dates';
import { excerpt } from './excerpt';
import { centsToDollars, dollarsToCents, formatDollars } from './money';

describe('excerpt', () => {
  it('keeps text of 250 characters or fewer as it is', () => {
    const text = 'a'.repeat(250);
    expect(excerpt(text)).toBe(text);
  });

  it('cuts longer text at 250 characters and adds an ellipsis', () => {
    const result = excerpt('b'.repeat(251));
    expect(result).toBe(`${'b'.repeat(250)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const result = excerpt('🎨'.repeat(300));
    expect(Array.from(result.replace('...', ''))).toHaveLength(250);
  });
});

describe('dates', () => {
  it('writes order dates as day/month/year without padding', () => {
    expect(formatOrderDate(new Date(Date.UTC(2024, 2, 5)))).toBe('5/3/2024');
  });

  it('writes post dates with the month name', () => {
    expect(formatPostDate(new Date(Date.UTC(2024, 2, 5)))).toBe('5 March 2024');
    expect(formatPostDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31 December 2025');
  });

  it('names months and weekdays from the platform’s calendar, in English, as a calendar day is written', () => {
    expect(Array.from({ length: 12 }, (_, index) => monthName(index + 1))).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(2026, 6, day))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    // Late in the day and early in the year: never moved by the zone of the machine that names it.
    expect(dayInWords('2026-12-31')).toBe('Thursday 31 December 2026');
    expect(dayInWords('2027-01-01')).toBe('Friday 1 January 2027');
  });
});

describe('money', () => {
  it('converts between cents and dollars without float drift', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats dollars with a $ sign', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('formats dollars exactly as Intl does in en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [0, 0.01, 0.1, 0.99, 1, 9.99, 19.9, 100, 999.99, 1000, 12345.67, 999_999.99, 1_000_000, -4.5];
    for (let cents = 0; cents < 300_000; cents += 997) samples.push(centsToDollars(cents));
    for (const dollars of samples) expect(formatDollars(dollars)).toBe(intl.format(dollars));
  });
});
