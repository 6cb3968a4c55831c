import { shopHours } from '@/shared/slots';

/** Text as iCalendar wants it: backslashes, commas, semicolons and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next, which begins with a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

const utcStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An .ics file with the visit, for "Add to calendar": its times in UTC, so every calendar places it right. */
export function visitCalendarFile(
  visit: { start: string; address: string; notes?: string },
  { uid, now = Date.now() }: { uid: string; now?: number },
): string {
  const start = Date.parse(visit.start);
  const end = start + shopHours.visitMinutes * 60_000;
  const description = ['A free half-hour colour consultation with a Brushwork colour expert.', visit.notes]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brushwork//Colour consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}@brushwork`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    'SUMMARY:Brushwork colour consultation',
    `LOCATION:${escapeText(visit.address)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}

/** The file as a link's address, so that the link downloads it. */
export const calendarFileHref = (file: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
