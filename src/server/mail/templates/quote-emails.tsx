import type { MailQuote } from '../messages';
import { ActionButton, EmailLayout, Fact, Paragraph } from './layout';
import type { ShopLinks, Templates } from './template';
import { calendarDay, dollars, quoteNumber } from './words';
import { taxLabel } from '@/shared/order-totals';

type QuoteKind = 'quote-sent' | 'quote-expiring' | 'quote-deposit-paid' | 'quote-accepted' | 'quote-cancelled';

/** The quote's own page: its customer reads, signs and pays there; an admin sees it read-only. */
const quotePage = (links: ShopLinks, quote: MailQuote) => links.to(`/dashboard/quotes/${quote.quoteId}`);

/** "$370.37 (30%)", or that nothing is asked before the work when the deposit is 0%. */
const depositWords = (quote: MailQuote) =>
  quote.depositCents > 0 ? `${dollars(quote.depositCents)} (${quote.depositPercent}%)` : 'None';

export const quoteTemplates: Templates<QuoteKind> = {
  'quote-sent': (quote, links) => ({
    body: (
      <EmailLayout
        preview={`Your painting quote: ${dollars(quote.totalCents)}, valid until ${calendarDay(quote.validUntil)}.`}
        heading="Your painting quote is ready"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {quote.customerName}, Brushwork priced the painting you asked about at {quote.address}. Open the quote
          to see each line, then accept it with your signature or decline it.
        </Paragraph>
        <Fact label="Quote" lines={[quoteNumber(quote.quoteId)]} />
        {quote.optionNames?.length ? (
          <Fact label="Options to choose from" lines={[quote.optionNames.join(', ')]} />
        ) : null}
        <Fact
          label={quote.optionNames?.length ? `Total with ${quote.optionNames[0]}` : 'Total'}
          lines={[
            dollars(quote.totalCents),
            ...(quote.taxCents
              ? [`with ${taxLabel(quote.taxState ?? null, quote.taxPercent ?? 0)} ${dollars(quote.taxCents)}`]
              : []),
          ]}
        />
        <Fact label="Deposit on acceptance" lines={[depositWords(quote)]} />
        <Fact label="Valid until" lines={[calendarDay(quote.validUntil)]} />
        <ActionButton href={quotePage(links, quote)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'quote-expiring': (quote, links) => ({
    body: (
      <EmailLayout
        preview={`Your painting quote of ${dollars(quote.totalCents)} is valid until ${calendarDay(quote.validUntil)}.`}
        heading="Your quote runs out in two days"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {quote.customerName}, the quote for the painting at {quote.address} is valid until{' '}
          {calendarDay(quote.validUntil)}. Accept it with your signature by then to keep its price, or decline it so
          that we know. Questions about a line? Reply to this email.
        </Paragraph>
        <Fact label="Quote" lines={[quoteNumber(quote.quoteId)]} />
        <Fact label="Total" lines={[dollars(quote.totalCents)]} />
        <Fact label="Valid until" lines={[calendarDay(quote.validUntil)]} />
        <ActionButton href={quotePage(links, quote)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'quote-deposit-paid': (quote, links) => ({
    body: (
      <EmailLayout
        preview={`We received your deposit of ${dollars(quote.depositCents)} for quote ${quoteNumber(quote.quoteId)}.`}
        heading="Thank you for your deposit"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {quote.customerName}, we received your deposit of {dollars(quote.depositCents)} for the painting at{' '}
          {quote.address}. This is your receipt; we will be in touch to plan the work.
        </Paragraph>
        <Fact label="Quote" lines={[quoteNumber(quote.quoteId)]} />
        <Fact label="Deposit paid" lines={[dollars(quote.depositCents)]} />
        <Fact label="Quote total" lines={[dollars(quote.totalCents)]} />
        <Fact label="Left to pay" lines={[dollars(quote.totalCents - quote.depositCents)]} />
        {quote.transactionId && <Fact label="Transaction" lines={[quote.transactionId]} />}
        <ActionButton href={quotePage(links, quote)}>See your quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'quote-accepted': (quote, links) => ({
    body: (
      <EmailLayout
        preview={`${quote.signedName} accepted ${dollars(quote.totalCents)} for ${quote.address}.`}
        heading="Quote accepted"
        homeUrl={links.home}
      >
        <Paragraph>
          {quote.customerName} accepted quote {quoteNumber(quote.quoteId)}, signed as {quote.signedName}.
          {quote.depositCents > 0 ? ' The deposit is to be paid next.' : ' No deposit was asked.'}
        </Paragraph>
        <Fact label="Customer" lines={[quote.customerName, quote.customerEmail]} />
        <Fact label="Where" lines={[quote.address]} />
        <Fact label="Total" lines={[dollars(quote.totalCents)]} />
        <Fact label="Deposit" lines={[depositWords(quote)]} />
        <ActionButton href={quotePage(links, quote)}>See the quote</ActionButton>
      </EmailLayout>
    ),
  }),

  'quote-cancelled': (quote, links) => ({
    body: (
      <EmailLayout
        preview={`Quote ${quoteNumber(quote.quoteId)} for ${quote.address} was cancelled.`}
        heading="Your painting quote was cancelled"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {quote.customerName}, we cancelled quote {quoteNumber(quote.quoteId)} for the painting at{' '}
          {quote.address}.
          {quote.refundedCents === null
            ? ' No deposit was paid, so nothing was charged.'
            : ` We refunded your deposit of ${dollars(quote.refundedCents)} to the card you paid with; your bank may take a few working days to show it.`}
        </Paragraph>
        <Fact label="Quote" lines={[quoteNumber(quote.quoteId)]} />
        {quote.refundedCents !== null && <Fact label="Deposit refunded" lines={[dollars(quote.refundedCents)]} />}
        <Paragraph>
          If you would like the work done after all, reply to this email and we will quote it again.
        </Paragraph>
        <ActionButton href={quotePage(links, quote)}>See the quote</ActionButton>
      </EmailLayout>
    ),
  }),
};
