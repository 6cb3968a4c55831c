import { dayInWords } from '@/shared/dates';
import { formatDollars, centsToDollars } from '@/shared/money';
import { visitMinutes } from '@/shared/shop-hours';
import { formatZoned } from '@/shared/slots';

/** "$1,234.50" from cents. */
export const dollars = (cents: number) => formatDollars(centsToDollars(cents));

/** The order's short number, as its subject gives it: the id's first eight characters. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** A quote's short number, the same way: its id's first eight characters. */
export const quoteNumber = orderNumber;

/** The shop's clock at that instant, as the digits of ISO 8601 with the zone's offset. */
function wallClock(instant: number, timeZone: string) {
  const zoned = formatZoned(instant, timeZone);
  return { day: dayInWords(zoned.slice(0, 10)), time: zoned.slice(11, 16) };
}

/**
 * "Tuesday 25 November 2026, 10:30 to 11:00": the visit told in the shop's time zone, as the shop's pages
 * tell it, whatever the zone of the server that sends the message; with the year, as a message is kept.
 */
export function visitWhen(start: string, timeZone: string): string {
  const instant = Date.parse(start);
  const from = wallClock(instant, timeZone);
  const to = wallClock(instant + visitMinutes * 60_000, timeZone);
  return `${from.day}, ${from.time} to ${to.time}`;
}

/** "Friday 11 December 2026": a calendar day (YYYY-MM-DD) as the shop writes it, free of any time zone. */
export const calendarDay = dayInWords;
