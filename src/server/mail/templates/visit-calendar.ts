import { visitEventFile } from '@/shared/visit-calendar';
import type { MailVisit } from '../messages';
import type { Attachment } from './template';

/**
 * The visit as a calendar file, attached to its confirmation and its reminder. The UID comes from the visit's
 * id, so the reminder's file updates the event the confirmation's file made instead of adding a second one.
 */
export function visitCalendarAttachment(visit: MailVisit, manageUrl: string): Attachment {
  const content = visitEventFile(
    {
      uid: `visit-${visit.visitId}`,
      start: visit.start,
      address: visit.address,
      lines: [visit.notes && `Your notes: ${visit.notes}`, `Change or cancel: ${manageUrl}`],
    },
    { url: manageUrl, status: 'CONFIRMED' },
  );
  return {
    filename: 'brushwork-colour-consultation.ics',
    content,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
