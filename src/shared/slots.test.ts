import { describe, expect, it } from 'vitest';
import { readSlot, shopSlots, zonedInstant } from './slots';

const newYork = 'America/New_York';
const slotsOf = (from: string, days: number, now = Date.parse('2026-01-01T00:00:00Z'), taken = new Set<number>()) =>
  shopSlots({ from, days, timeZone: newYork, now, taken });

describe('the shop’s visit slots', () => {
  it('are half hours from 9:00 to 17:00 on weekdays, none at weekends', () => {
    const friday = slotsOf('2026-03-06', 1);
    expect(friday).toHaveLength(16);
    expect(friday[0]!.start).toBe('2026-03-06T09:00:00-05:00');
    expect(friday.at(-1)!.start).toBe('2026-03-06T16:30:00-05:00');
    expect(slotsOf('2026-03-07', 2)).toEqual([]);
  });

  it('keep their local times across the change to summer time and back', () => {
    // The clocks go forward on Sunday 8 March 2026 and back on Sunday 1 November 2026.
    const spring = slotsOf('2026-03-06', 4, Date.parse('2026-03-01T00:00:00Z'));
    expect(
      spring
        .map((slot) => slot.start)
        .filter((start) => start.endsWith('T09:00:00-05:00') || start.endsWith('T09:00:00-04:00')),
    ).toEqual(['2026-03-06T09:00:00-05:00', '2026-03-09T09:00:00-04:00']);
    expect(Date.parse('2026-03-09T09:00:00-04:00') - Date.parse('2026-03-06T09:00:00-05:00')).toBe(
      (3 * 24 - 1) * 60 * 60 * 1000,
    );
    const autumn = slotsOf('2026-10-30', 4, Date.parse('2026-10-25T00:00:00Z'));
    expect(autumn).toHaveLength(32);
    expect(autumn[16]!.start).toBe('2026-11-02T09:00:00-05:00');
    expect(autumn[15]!.start).toBe('2026-10-30T16:30:00-04:00');
    expect(autumn.every((slot) => slot.available)).toBe(true);
  });

  it('are not available once passed, when taken, or beyond the next 14 days', () => {
    const now = Date.parse('2026-03-09T14:10:00-04:00');
    const taken = new Set([Date.parse('2026-03-10T10:00:00-04:00')]);
    const slots = slotsOf('2026-03-09', 17, now, taken);
    const availability = (start: string) => slots.find((slot) => slot.start === start)?.available;
    expect(availability('2026-03-09T14:00:00-04:00')).toBe(false);
    expect(availability('2026-03-09T14:30:00-04:00')).toBe(true);
    expect(availability('2026-03-10T10:00:00-04:00')).toBe(false);
    expect(availability('2026-03-10T10:30:00-04:00')).toBe(true);
    expect(availability('2026-03-20T16:30:00-04:00')).toBe(true);
    expect(availability('2026-03-23T09:00:00-04:00')).toBe(false);
  });

  it('are read back from what a client sends, refusing what is not a visit that may be booked', () => {
    const now = Date.parse('2026-03-09T12:00:00-04:00');
    const read = (start: string) => readSlot(start, newYork, now);
    expect(read('2026-03-10T10:00:00-04:00')).toEqual({ instant: Date.parse('2026-03-10T14:00:00Z') });
    expect(read('2026-03-10T14:00:00Z')).toEqual({ instant: Date.parse('2026-03-10T14:00:00Z') });
    expect(read('2026-03-10T10:15:00-04:00')).toHaveProperty('problem');
    expect(read('2026-03-10T17:00:00-04:00')).toHaveProperty('problem');
    expect(read('2026-03-10T08:30:00-04:00')).toHaveProperty('problem');
    expect(read('2026-03-14T10:00:00-04:00')).toHaveProperty('problem');
    expect(read('2026-03-09T10:00:00-04:00')).toEqual({ problem: 'That time has passed. Choose another.' });
    expect(read('2026-04-01T10:00:00-04:00')).toEqual({ problem: 'Visits can be booked up to 14 days ahead.' });
    expect(read('tomorrow at ten')).toEqual({ problem: 'Choose a time from the list.' });
  });

  it('work in any zone the platform knows', () => {
    // Europe/London goes to summer time on 29 March 2026.
    expect(new Date(zonedInstant('2026-03-27', 9 * 60, 'Europe/London')).toISOString()).toBe(
      '2026-03-27T09:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-30', 9 * 60, 'Europe/London')).toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
  });
});
