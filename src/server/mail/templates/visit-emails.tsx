import { shopDetails } from '@/shared/shop-details';
import type { MailVisit } from '../messages';
import { ActionButton, EmailLayout, Fact, Paragraph, Rule, TextLink } from './layout';
import type { ShopLinks, Templates } from './template';
import { visitCalendarAttachment } from './visit-calendar';
import { visitWhen } from './words';

type VisitKind = 'visit-booked' | 'visit-reminder' | 'visit-moved' | 'visit-cancelled';

/** When and where, as the shop's visit pages tell it. */
function VisitFacts({ visit }: { visit: MailVisit }) {
  return (
    <>
      <Fact label="When" lines={[visitWhen(visit.start, visit.timeZone)]} />
      <Fact label="Where" lines={[visit.address]} />
      {visit.notes && <Fact label="Your notes" lines={visit.notes.split(/\r?\n/)} />}
    </>
  );
}

/** What to expect, and how to change or cancel: the manage link is the only way in for a visit booked signed out. */
function VisitPlan({ visit, manageUrl }: { visit: MailVisit; manageUrl: string }) {
  return (
    <>
      <Paragraph>
        A colour expert comes to you for a free half hour, with real swatches, and looks at your light with you. We will
        call {visit.phone} if anything changes.
      </Paragraph>
      <ActionButton href={manageUrl}>Change or cancel your visit</ActionButton>
      <Paragraph>
        The attached calendar file puts the visit in your calendar. Keep this email: its link is how you change or
        cancel the visit.
      </Paragraph>
    </>
  );
}

function ContactLine({ links }: { links: ShopLinks }) {
  return (
    <>
      <Rule />
      <Paragraph>
        Questions? Call us on {shopDetails.phone} or write from the{' '}
        <TextLink href={links.to('/contactUs')}>contact page</TextLink>.
      </Paragraph>
    </>
  );
}

export const visitTemplates: Templates<VisitKind> = {
  'visit-booked': (visit, links) => {
    const manageUrl = links.to(visit.managePath);
    return {
      body: (
        <EmailLayout
          preview={`${visitWhen(visit.start, visit.timeZone)}, at ${visit.address}.`}
          heading="Your visit is booked"
          homeUrl={links.home}
        >
          <Paragraph>Hello {visit.name}, your free colour consultation is booked.</Paragraph>
          <VisitFacts visit={visit} />
          <VisitPlan visit={visit} manageUrl={manageUrl} />
          <ContactLine links={links} />
        </EmailLayout>
      ),
      attachments: [visitCalendarAttachment(visit, manageUrl)],
    };
  },

  'visit-reminder': (visit, links) => {
    const manageUrl = links.to(visit.managePath);
    return {
      body: (
        <EmailLayout
          preview={`Tomorrow: ${visitWhen(visit.start, visit.timeZone)}, at ${visit.address}.`}
          heading="Your visit is tomorrow"
          homeUrl={links.home}
        >
          <Paragraph>Hello {visit.name}, a reminder that our colour expert comes to see you tomorrow.</Paragraph>
          <VisitFacts visit={visit} />
          <VisitPlan visit={visit} manageUrl={manageUrl} />
          <ContactLine links={links} />
        </EmailLayout>
      ),
      attachments: [visitCalendarAttachment(visit, manageUrl)],
    };
  },

  'visit-moved': (visit, links) => {
    const manageUrl = links.to(visit.managePath);
    return {
      body: (
        <EmailLayout
          preview={`Now ${visitWhen(visit.start, visit.timeZone)}, at ${visit.address}.`}
          heading="Your visit has a new time"
          homeUrl={links.home}
        >
          <Paragraph>Hello {visit.name}, your free colour consultation has moved to the time you chose.</Paragraph>
          <VisitFacts visit={visit} />
          <Fact label="Instead of" lines={[visitWhen(visit.previousStart, visit.timeZone)]} />
          <VisitPlan visit={visit} manageUrl={manageUrl} />
          <ContactLine links={links} />
        </EmailLayout>
      ),
      attachments: [visitCalendarAttachment(visit, manageUrl)],
    };
  },

  'visit-cancelled': (visit, links) => ({
    body: (
      <EmailLayout
        preview={`We had to cancel your visit on ${visitWhen(visit.start, visit.timeZone)}.`}
        heading="Your visit was cancelled"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {visit.name}, we are sorry: we had to cancel your colour consultation. Please book another time that
          suits you.
        </Paragraph>
        <Fact label="The cancelled visit" lines={[visitWhen(visit.start, visit.timeZone), visit.address]} />
        <ActionButton href={links.to('/book')}>Book another visit</ActionButton>
        <ContactLine links={links} />
      </EmailLayout>
    ),
  }),
};
