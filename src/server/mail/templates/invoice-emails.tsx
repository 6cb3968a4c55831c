import { taxLabel } from '@/shared/order-totals';
import { leftToPayCents } from '../job-messages';
import type { MailInvoice } from '../messages';
import { ActionButton, EmailLayout, Fact, Paragraph } from './layout';
import { LinesTable } from './lines-table';
import type { ShopLinks, Templates } from './template';
import { dollars, orderNumber } from './words';

type InvoiceKind = 'job-invoice' | 'invoice-reminder' | 'job-invoice-paid';

/** The invoice's page: the customer reads, prints and pays it there. */
const invoicePage = (links: ShopLinks, invoice: MailInvoice) => links.to(`/dashboard/invoices/${invoice.invoiceId}`);
const invoiceNumber = (invoice: MailInvoice) => invoice.number ?? orderNumber(invoice.invoiceId);

/** "2.5 hours": a line's quantity from hundredths, as the quote wrote it. */
const quantity = (line: MailInvoice['lines'][number]) => `${line.quantityHundredths / 100} ${line.unit}`;

/** The invoice's lines, then the total, the deposit paid and the balance. */
function InvoiceLines({ invoice }: { invoice: MailInvoice }) {
  const lines = invoice.lines.map((line) => ({ ...line, name: line.description, quantity: quantity(line) }));
  const taxed: [string, number][] = invoice.taxCents
    ? [
        ['Subtotal', invoice.subtotalCents ?? invoice.totalCents - invoice.taxCents],
        [taxLabel(invoice.taxState ?? null, invoice.taxPercent ?? 0), invoice.taxCents],
      ]
    : [];
  const sums: [string, number][] = [
    ...taxed,
    ['Total', invoice.totalCents],
    ['Deposit paid', -invoice.depositPaidCents],
    ['Balance', invoice.balanceCents],
    ...(invoice.writtenOffCents ? ([['Written off', -invoice.writtenOffCents]] as [string, number][]) : []),
  ];
  return <LinesTable what="Work" lines={lines} sums={sums} />;
}

export const invoiceTemplates: Templates<InvoiceKind> = {
  'job-invoice': (invoice, links) => ({
    body: (
      <EmailLayout
        preview={
          leftToPayCents(invoice) > 0
            ? `The painting at ${invoice.address} is done: ${dollars(leftToPayCents(invoice))} left to pay.`
            : `The painting at ${invoice.address} is done and fully paid.`
        }
        heading="Your painting is done"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {invoice.customerName}, thank you for signing off the painting at {invoice.address}. Here is your
          invoice {invoiceNumber(invoice)}:{' '}
          {leftToPayCents(invoice) > 0
            ? `the work, less the deposit you paid, leaves ${dollars(invoice.balanceCents)} to pay by card.`
            : invoice.writtenOffCents
              ? `the balance of ${dollars(invoice.writtenOffCents)} is less than a card can pay, so we have written it off: there is nothing left to pay.`
              : 'your deposit covered it all, so there is nothing left to pay.'}
        </Paragraph>
        <InvoiceLines invoice={invoice} />
        <ActionButton href={invoicePage(links, invoice)}>
          {leftToPayCents(invoice) > 0 ? 'See and pay your invoice' : 'See your invoice'}
        </ActionButton>
      </EmailLayout>
    ),
  }),

  'invoice-reminder': (invoice, links) => ({
    body: (
      <EmailLayout
        preview={`${dollars(leftToPayCents(invoice))} is left to pay on invoice ${invoiceNumber(invoice)}.`}
        heading="Your invoice is still open"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {invoice.customerName}, a reminder that invoice {invoiceNumber(invoice)} for the painting at{' '}
          {invoice.address}, sent {invoice.daysOpen} days ago, still has {dollars(leftToPayCents(invoice))} to pay. If
          you have paid it since this email was written, thank you: there is nothing more to do.
        </Paragraph>
        <Fact label="Left to pay" lines={[dollars(leftToPayCents(invoice))]} />
        <ActionButton href={invoicePage(links, invoice)}>See and pay your invoice</ActionButton>
      </EmailLayout>
    ),
  }),

  'job-invoice-paid': (invoice, links) => ({
    body: (
      <EmailLayout
        preview={`We received ${dollars(invoice.balanceCents)} for invoice ${invoiceNumber(invoice)}.`}
        heading="Thank you for your payment"
        homeUrl={links.home}
      >
        <Paragraph>
          Hello {invoice.customerName}, we received your payment of {dollars(invoice.balanceCents)} for the painting at{' '}
          {invoice.address}. This is your receipt: invoice {invoiceNumber(invoice)} is paid in full.
        </Paragraph>
        <InvoiceLines invoice={invoice} />
        <Fact label="Paid now" lines={[dollars(invoice.balanceCents)]} />
        {invoice.transactionId && <Fact label="Transaction" lines={[invoice.transactionId]} />}
        <ActionButton href={invoicePage(links, invoice)}>See your invoice</ActionButton>
      </EmailLayout>
    ),
  }),
};
