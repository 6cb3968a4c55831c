import { ActionButton, EmailLayout, Fact, Paragraph, TextLink } from './layout';
import type { Templates } from './template';
import { visitWhen } from './words';

type ShopNoticeKind = 'shop-contact-message' | 'shop-new-visit' | 'shop-visit-moved';

/** A person's text as they wrote it: its line breaks kept in both parts. */
const linesOf = (text: string) => text.split(/\r?\n/);

/** The shop's own notices, to SHOP_EMAIL: what came in, and where in the dashboard it is. */
export const shopNoticeTemplates: Templates<ShopNoticeKind> = {
  'shop-contact-message': (message, links) => ({
    body: (
      <EmailLayout
        preview={`${message.name} wrote: ${message.subject}`}
        heading="New contact message"
        homeUrl={links.home}
      >
        <Paragraph>
          {message.name} wrote from the contact page. Reply to this email to answer them at {message.email}.
        </Paragraph>
        <Fact label="From" lines={[`${message.name} <${message.email}>`]} />
        <Fact label="Subject" lines={[message.subject]} />
        <Fact label="Message" lines={linesOf(message.message)} />
        <Paragraph>
          Every message is also in the dashboard&apos;s{' '}
          <TextLink href={links.to('/dashboard/messages')}>messages</TextLink>.
        </Paragraph>
      </EmailLayout>
    ),
  }),

  'shop-new-visit': (visit, links) => ({
    body: (
      <EmailLayout
        preview={`${visit.name}, ${visitWhen(visit.start, visit.timeZone)}, at ${visit.address}.`}
        heading="New visit booked"
        homeUrl={links.home}
      >
        <Paragraph>{visit.name} booked a colour consultation.</Paragraph>
        <Fact label="When" lines={[visitWhen(visit.start, visit.timeZone)]} />
        <Fact label="Where" lines={[visit.address]} />
        <Fact label="Who" lines={[visit.name, visit.email, visit.phone]} />
        {visit.notes && <Fact label="Notes" lines={linesOf(visit.notes)} />}
        <ActionButton href={links.to('/dashboard/bookings')}>See the bookings</ActionButton>
      </EmailLayout>
    ),
  }),

  'shop-visit-moved': (visit, links) => ({
    body: (
      <EmailLayout
        preview={`${visit.name}: now ${visitWhen(visit.start, visit.timeZone)}.`}
        heading="Visit moved"
        homeUrl={links.home}
      >
        <Paragraph>{visit.name} moved their colour consultation through its link.</Paragraph>
        <Fact label="Now" lines={[visitWhen(visit.start, visit.timeZone)]} />
        <Fact label="Instead of" lines={[visitWhen(visit.previousStart, visit.timeZone)]} />
        <Fact label="Where" lines={[visit.address]} />
        <Fact label="Who" lines={[visit.name, visit.email, visit.phone]} />
        <ActionButton href={links.to('/dashboard/bookings')}>See the bookings</ActionButton>
      </EmailLayout>
    ),
  }),
};
