import { visitEventFile } from '@/shared/visit-calendar';

/** An .ics file with the visit, for "Add to calendar". This module is loaded only once a visit is booked. */
export const visitCalendarFile = (visit: { start: string; address: string; notes?: string }, uid: string): string =>
  visitEventFile({ uid, start: visit.start, address: visit.address, lines: [visit.notes] });

/** The file as a link's address, so that the link downloads it. */
export const calendarFileHref = (file: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
