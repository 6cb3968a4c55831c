import { createEvent } from 'ics';
import { visitMinutes } from '@/shared/shop-hours';
import { shopDetails } from '@/shared/shop-details';
import type { MailVisit } from '../messages';
import type { Attachment } from './template';

/**
 * The visit as a calendar file, attached to its confirmation and its reminder. Times in UTC, so every
 * calendar places it right; the UID comes from the visit's id, so the reminder's file updates the event the
 * confirmation's file made instead of adding a second one. `ics` escapes the text and folds long lines.
 */
export function visitCalendarAttachment(visit: MailVisit, manageUrl: string): Attachment {
  const start = Date.parse(visit.start);
  const { value, error } = createEvent({
    productId: `-//${shopDetails.name}//Colour consultations//EN`,
    method: 'PUBLISH',
    uid: `visit-${visit.visitId}@brushwork`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + visitMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${shopDetails.name} colour consultation`,
    location: visit.address,
    description: [
      `A free half-hour colour consultation with a ${shopDetails.name} colour expert.`,
      visit.notes && `Your notes: ${visit.notes}`,
      `Change or cancel: ${manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: manageUrl,
    status: 'CONFIRMED',
  });
  if (!value) throw error ?? new Error('The calendar file could not be written.');
  return {
    filename: 'brushwork-colour-consultation.ics',
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
