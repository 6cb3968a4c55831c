/**
 * A visit's day and time as the shop's clock shows them: its start carries the shop's offset, so the
 * words come from its own digits, whatever the zone of the device that shows them.
 */
import { monthName, weekdayName } from '@/shared/dates';

/** The shop's calendar date of a visit: YYYY-MM-DD. */
export const visitDate = (start: string) => start.slice(0, 10);

/** "10:30" */
export const visitTime = (start: string) => start.slice(11, 16);

/** A calendar date (YYYY-MM-DD) in words: "Tuesday 25 November", or "Tue 25 Nov" when `short`. */
export function dayName(date: string, { short = false } = {}): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = weekdayName(year, month, day);
  const named = monthName(month);
  return short ? `${weekday.slice(0, 3)} ${day} ${named.slice(0, 3)}` : `${weekday} ${day} ${named}`;
}

/** "Tuesday 25 November" */
export const visitDay = (start: string) => dayName(visitDate(start));

/** "Tuesday 25 November at 10:30" */
export const visitWhen = (start: string) => `${visitDay(start)} at ${visitTime(start)}`;
