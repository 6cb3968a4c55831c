import { createEvent } from 'ics';
import { visitMinutes } from '@/shared/shop-hours';

/**
 * An .ics file with the visit, for "Add to calendar": its times in UTC, so every calendar places it right.
 * `ics` escapes the text and folds long lines. This module is loaded only once a visit is booked.
 */
export function visitCalendarFile(visit: { start: string; address: string; notes?: string }, uid: string): string {
  const start = Date.parse(visit.start);
  const { value, error } = createEvent({
    productId: '-//Brushwork//Colour consultations//EN',
    method: 'PUBLISH',
    uid: `${uid}@brushwork`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + visitMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: 'Brushwork colour consultation',
    location: visit.address,
    description: ['A free half-hour colour consultation with a Brushwork colour expert.', visit.notes]
      .filter(Boolean)
      .join('\n'),
  });
  if (!value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}

/** The file as a link's address, so that the link downloads it. */
export const calendarFileHref = (file: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
