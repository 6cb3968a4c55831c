/*
 * Month and weekday names in the shop's language (English), from the platform's own calendar data
 * (Intl.DateTimeFormat) rather than lists copied into the code. Read in UTC: a calendar day is named as it is
 * written, whatever the zone of the machine that names it.
 */
// Made at first use, not when the module loads: the first date format a page makes loads the browser's
// calendar data, a long task on a phone, which a page that names no day should not pay.
let monthFormat: Intl.DateTimeFormat | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;

/** "March": a month's name, `month` from 1 (January) to 12. */
export const monthName = (month: number) =>
  (monthFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })).format(
    Date.UTC(2000, month - 1, 1),
  );

/** "Friday": the weekday of a calendar day (its year, month from 1, and day of the month). */
export const weekdayName = (year: number, month: number, day: number) =>
  (weekdayFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })).format(
    Date.UTC(year, month - 1, day),
  );

/**
 * A calendar day, YYYY-MM-DD, in words: "Friday 11 December 2026" (a quote's last day, for its customer and
 * the shop alike). The day is the shop's, not a moment, so it is read as written and never moved by the
 * viewer's time zone.
 */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${weekdayName(year, month, date)} ${date} ${monthName(month)} ${year}`;
}

/** Order dates as the spec writes them: day/month/year without padding, e.g. 5/3/2024. */
export function formatOrderDate(date: Date): string {
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

/** Post dates as the spec writes them: '5 March 2024'. */
export function formatPostDate(date: Date): string {
  return `${date.getUTCDate()} ${monthName(date.getUTCMonth() + 1)} ${date.getUTCFullYear()}`;
}
