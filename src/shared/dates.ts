/** The months' names, January first. */
export const monthNames = [
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
] as const;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A calendar day, YYYY-MM-DD, in words: "Friday 11 December 2026" (a quote's last day, for its customer and
 * the shop alike). The day is the shop's, not a moment, so it is read as written and never moved by the
 * viewer's time zone.
 */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${weekdays[weekday]} ${date} ${monthNames[month - 1]} ${year}`;
}

/** Order dates as the spec writes them: day/month/year without padding, e.g. 5/3/2024. */
export function formatOrderDate(date: Date): string {
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

/** Post dates as the spec writes them: '5 March 2024'. */
export function formatPostDate(date: Date): string {
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
