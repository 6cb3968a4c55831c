/**
 * Colour consultations: half-hour visits in the shop's working hours (weekdays 9:00–17:00), bookable over
 * the next 14 days. Apart from the zoned arithmetic in `slots.ts`, so that pages needing only these numbers
 * do not load a time-zone library; plain numbers, so that the build writes them in where they are used.
 */
export const visitMinutes = 30;
export const shopHours = { opensAtMinute: 9 * 60, closesAtMinute: 17 * 60, visitMinutes } as const;
export const bookableDays = 14;

/** When the crew arrives on a painting job's day, in the shop's time, as the day-before reminder tells it. */
export const crewArrival = { from: '8:00', to: '9:00' } as const;
