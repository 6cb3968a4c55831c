import { ActionButton, EmailLayout, Fact, Paragraph } from './layout';
import type { Templates } from './template';
import { dollars } from './words';

/** The customer's emails of changes to their painting job, approved or declined on their quote's page. */
export const changeTemplates: Templates<'change-priced'> = {
  'change-priced': (change, links) => ({
    body: (
      <EmailLayout
        preview={`A change to the painting at ${change.address}: ${dollars(change.totalCents)}.`}
        heading="A change to your painting needs your approval"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {change.customerName}, our painters at {change.address} proposed a change to the work, and the shop
          priced it. It goes ahead only once you approve it with your signature; you may decline it too.
        </Paragraph>
        <Fact label="The change" lines={[change.description]} />
        <Fact
          label="Price"
          lines={[dollars(change.totalCents), ...(change.taxCents ? [`with ${dollars(change.taxCents)} tax`] : [])]}
        />
        <ActionButton href={links.to(`/dashboard/quotes/${change.quoteId}`)}>Approve or decline it</ActionButton>
      </EmailLayout>
    ),
  }),
};
