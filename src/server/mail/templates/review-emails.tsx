import { ActionButton, EmailLayout, Paragraph } from './layout';
import type { Templates } from './template';

/** After a job's sign-off: one link that writes a verified review of it. */
export const reviewTemplates: Templates<'review-request'> = {
  'review-request': (request, links) => ({
    body: (
      <EmailLayout
        preview="Two minutes to tell other homeowners how your painting went."
        heading="How did we do?"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {request.customerName}, thank you for choosing Brushwork. Now that your painting is done, would you tell
          other homeowners how it went? Your review is shown on our home page with a “verified customer” mark.
        </Paragraph>
        <ActionButton href={links.to(request.reviewPath)}>Write your review</ActionButton>
        <Paragraph>The link is yours alone and writes one review.</Paragraph>
      </EmailLayout>
    ),
  }),
};
