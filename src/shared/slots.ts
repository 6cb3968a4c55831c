import { TZDate, tzOffset } from '@date-fns/tz';
import type { Slot } from './answers/visits';
import { bookableDays, shopHours } from './shop-hours';

export { bookableDays, shopHours };

/**
 * Colour consultations in the shop's time zone. Zoned times come from `@date-fns/tz` (the platform's Intl
 * data), so a day on which the clocks change has its visits at the same local times as any other.
 */
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** Throws a RangeError for a name the platform does not know as a time zone. */
export function checkTimeZone(timeZone: string): void {
  if (Number.isNaN(tzOffset(timeZone, new Date()))) throw new RangeError(`Unknown time zone: ${timeZone}`);
}

/** The zone's wall clock at that instant. */
function localTime(instant: number, timeZone: string) {
  const local = new TZDate(instant, timeZone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minuteOfDay: local.getHours() * 60 + local.getMinutes(),
    weekday: local.getDay(),
    second: local.getSeconds(),
  };
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** The instant when the zone's clocks show `minuteOfDay` on `date` (YYYY-MM-DD). */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 0, minuteOfDay, timeZone).getTime();
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-09T09:00:00-04:00. */
export function formatZoned(instant: number, timeZone: string): string {
  const local = localTime(instant, timeZone);
  const offset = tzOffset(timeZone, new Date(instant));
  const clock = `${pad(Math.floor(local.minuteOfDay / 60))}:${pad(local.minuteOfDay % 60)}:${pad(local.second)}`;
  return `${local.date}T${clock}${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The shop's calendar date (YYYY-MM-DD) at that instant. */
export function shopDate(instant: number, timeZone: string): string {
  return localTime(instant, timeZone).date;
}

/** The shop's calendar day now: the day quotes' validity, jobs' days and the like are compared with. */
export const shopToday = (timeZone: string, now = Date.now()) => shopDate(now, timeZone);

/** `date` moved by whole days (calendar arithmetic, free of any zone). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * dayMs).toISOString().slice(0, 10);
}

/** The visit start times (as instants) of one calendar date: none at weekends. */
function visitStarts(date: string, timeZone: string): number[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return [];
  const starts: number[] = [];
  for (let minute = shopHours.opensAtMinute; minute < shopHours.closesAtMinute; minute += shopHours.visitMinutes)
    starts.push(zonedInstant(date, minute, timeZone));
  return starts;
}

export type { Slot };

/** Whether a visit starting then may be booked now: in the future, and within the next 14 days. */
function bookable(instant: number, now: number, timeZone: string): boolean {
  return instant > now && shopDate(instant, timeZone) < addDays(shopDate(now, timeZone), bookableDays);
}

/** The visits of `days` dates from `from`, each available unless it has passed, is taken, or is too far ahead. */
export function shopSlots({
  from,
  days,
  timeZone,
  now,
  taken,
}: {
  from: string;
  days: number;
  timeZone: string;
  now: number;
  /** The start instants of visits already booked. */
  taken: ReadonlySet<number>;
}): Slot[] {
  const slots: Slot[] = [];
  for (let day = 0; day < days; day++) {
    for (const instant of visitStarts(addDays(from, day), timeZone)) {
      slots.push({
        start: formatZoned(instant, timeZone),
        available: bookable(instant, now, timeZone) && !taken.has(instant),
      });
    }
  }
  return slots;
}

/**
 * The instant of `start` (ISO 8601) when it is a visit that may be booked now; otherwise why not, in
 * words for the person booking.
 */
export function readSlot(start: string, timeZone: string, now: number): { instant: number } | { problem: string } {
  const instant = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(start) || Number.isNaN(instant))
    return { problem: 'Choose a time from the list.' };
  const local = localTime(instant, timeZone);
  const onTheHalfHour =
    local.second === 0 && instant % minuteMs === 0 && local.minuteOfDay % shopHours.visitMinutes === 0;
  const inHours =
    local.minuteOfDay >= shopHours.opensAtMinute &&
    local.minuteOfDay + shopHours.visitMinutes <= shopHours.closesAtMinute;
  if (!onTheHalfHour || !inHours || local.weekday === 0 || local.weekday === 6)
    return { problem: 'That is not one of our visit times: weekdays from 9:00 to 17:00, every half hour.' };
  if (instant <= now) return { problem: 'That time has passed. Choose another.' };
  if (!bookable(instant, now, timeZone)) return { problem: `Visits can be booked up to ${bookableDays} days ahead.` };
  return { instant };
}
