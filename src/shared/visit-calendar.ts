import { createEvent, type EventAttributes } from 'ics';
import { shopDetails } from './shop-details';
import { visitMinutes } from './shop-hours';

/**
 * A colour consultation as a calendar file (.ics), for the customer's "Add to calendar" and the emails'
 * attachment alike: its times in UTC, so every calendar places it right; `uid` names the event, so a later
 * file with the same one updates it. `ics` escapes the text and folds long lines.
 */
export function visitEventFile(
  { uid, start, address, lines }: { uid: string; start: string; address: string; lines: (string | undefined)[] },
  more: Pick<EventAttributes, 'url' | 'status'> = {},
): string {
  const startMs = Date.parse(start);
  const { value, error } = createEvent({
    productId: `-//${shopDetails.name}//Colour consultations//EN`,
    method: 'PUBLISH',
    uid: `${uid}@brushwork`,
    start: startMs,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: startMs + visitMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${shopDetails.name} colour consultation`,
    location: address,
    description: [`A free half-hour colour consultation with a ${shopDetails.name} colour expert.`, ...lines]
      .filter(Boolean)
      .join('\n'),
    ...more,
  });
  if (!value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}
