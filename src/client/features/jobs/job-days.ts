/*
 * Calendar days of the painting schedule (YYYY-MM-DD), apart from the words of jobs: the admin's schedule route
 * checks its week with them on every page, and the app's first load should carry these lines only.
 */

/** A calendar day `count` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** "2026-03-09": the day of a moment on this device's calendar (a painter is where the job is). */
export const localDay = (at: Date | number | string) => {
  const date = new Date(at);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
};
