import type { MailQuoteRequest } from '../messages';
import { ActionButton, EmailLayout, Fact, Paragraph } from './layout';
import type { Templates } from './template';

/** "Kitchen: walls, ceiling; about 12 m²; colours: Swiss Coffee": one room on one line. */
function roomLine(room: MailQuoteRequest['rooms'][number]): string {
  const parts = [`${room.name}: ${room.surfaces.join(', ')}`];
  if (room.size) parts.push(room.size);
  if (room.colours) parts.push(`colours: ${room.colours}`);
  return parts.join('; ');
}

const photosInWords = (count: number) => (count === 0 ? 'No photos' : count === 1 ? '1 photo' : `${count} photos`);

/** The shop's notice of a customer's request for a quote, to SHOP_EMAIL, with the request's page in the dashboard. */
export const quoteRequestTemplates: Templates<'quote-requested'> = {
  'quote-requested': (request, links) => {
    const who = request.customerName || request.customerEmail;
    return {
      body: (
        <EmailLayout
          preview={`${who} asks for a quote at ${request.address}.`}
          heading="New quote request"
          homeUrl={links.home}
        >
          <Paragraph>{who} asks for a painting quote. Reply to this email to answer them.</Paragraph>
          <Fact label="Who" lines={[request.customerName, request.customerEmail].filter(Boolean)} />
          <Fact label="Where" lines={[request.address]} />
          <Fact label="Rooms" lines={request.rooms.map(roomLine)} />
          <Fact label="Photos" lines={[photosInWords(request.photoCount)]} />
          {request.notes && <Fact label="Notes" lines={request.notes.split(/\r?\n/)} />}
          <ActionButton href={links.to(`/dashboard/quotes/requests/${request.requestId}`)}>
            Open the request
          </ActionButton>
        </EmailLayout>
      ),
    };
  },
};
