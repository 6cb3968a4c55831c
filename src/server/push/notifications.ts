import type { PushKind } from '@/shared/schemas/push';
import { leftToPayCents, type MailJob } from '../mail/job-messages';
import type { MailData, MailKind, MailMessage } from '../mail/messages';
import { calendarDay, dollars, orderNumber, quoteNumber, visitWhen } from '../mail/templates/words';

/**
 * What a notification carries, all of it shown or opened: its title and line, the page it opens (a path of the
 * shop), and its tag: one per subject (an order, a quote, a visit), so a later one replaces an earlier one on
 * the device. Nothing else (no address, no names, no links that act) goes to the push service, even encrypted.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/**
 * Who is told: the person the email goes to (when they have an account), or every admin (of the shop's own
 * notices); `kind` is the preference that lets them turn it off.
 */
export type NotificationRule = { audience: 'recipient' | 'admins'; kind: PushKind; payload: PushPayload };

const toRecipient = (kind: PushKind, payload: PushPayload): NotificationRule[] => [
  { audience: 'recipient', kind, payload },
];
const toAdmins = (kind: PushKind, payload: PushPayload): NotificationRule => ({ audience: 'admins', kind, payload });

const myOrder = (orderId: string) => ({ url: `/dashboard/myOrders/${orderId}`, tag: `order:${orderId}` });
const myQuote = (quoteId: string) => ({ url: `/dashboard/quotes/${quoteId}`, tag: `quote:${quoteId}` });
const myVisit = (visitId: string) => ({ url: '/dashboard/visits', tag: `visit:${visitId}` });
// A customer follows their job under its quote; a painter on the job's own page.
const customersJob = (job: MailJob) => ({ url: `/dashboard/quotes/${job.quoteId}`, tag: `job:${job.jobId}` });
const paintersJob = (job: MailJob) => ({ url: `/dashboard/jobs/${job.jobId}`, tag: `job:${job.jobId}` });
const myInvoice = (invoiceId: string) => ({ url: `/dashboard/invoices/${invoiceId}`, tag: `invoice:${invoiceId}` });

/** "Monday 14 December", or "Monday 14 December and 2 more days": when a job is, without where or whose. */
function jobDays({ days }: MailJob): string {
  const more = days.length - 1;
  return `${calendarDay(days[0]!)}${more === 0 ? '' : ` and ${more} more ${more === 1 ? 'day' : 'days'}`}`;
}

/** A job's days, told to its customer or to a painter on it, opening the page of the job that is theirs. */
const jobDaysFor = (page: typeof customersJob, title: string) => (job: MailJob) =>
  toRecipient('visits', { title, body: jobDays(job), ...page(job) });

/**
 * The notifications of every kind of email, by its kind, written with it by the mail queue: a kind added to the
 * shop's mail needs its line here (the type says so), and every event that emails notifies without knowing.
 * The shop's notices of a contact message and of a signed quote have no preference of their own: they email.
 */
const rules: { [K in MailKind]: (data: MailData[K]) => NotificationRule[] } = {
  'order-paid': (order) => [
    ...toRecipient('orders', {
      title: `Order ${orderNumber(order.orderId)} is paid`,
      body: 'Thank you. We will tell you when it ships.',
      ...myOrder(order.orderId),
    }),
    toAdmins('newOrders', {
      title: 'New paid order',
      body: `Order ${orderNumber(order.orderId)} (${dollars(order.totalCents)}) is paid and waits to be shipped.`,
      url: `/dashboard/orders/${order.orderId}`,
      tag: `new-order:${order.orderId}`,
    }),
  ],
  'order-shipped': (order) =>
    toRecipient('orders', {
      title: 'Your order is on its way',
      body: `Order ${orderNumber(order.orderId)} has shipped${order.carrier ? ` with ${order.carrier}` : ''}.`,
      ...myOrder(order.orderId),
    }),
  'order-refunded': (order) =>
    toRecipient('orders', {
      title: `Order ${orderNumber(order.orderId)} was refunded`,
      body: `${dollars(order.refundedCents)} is on its way back to your card.`,
      ...myOrder(order.orderId),
    }),
  'order-expired': (order) =>
    toRecipient('orders', {
      title: `Order ${orderNumber(order.orderId)} expired unpaid`,
      body: 'Its tools are back on the shelf; you can order them again.',
      ...myOrder(order.orderId),
    }),
  'order-cancelled': (order) =>
    toRecipient('orders', {
      title: `Order ${orderNumber(order.orderId)} was cancelled`,
      body:
        order.refundedCents === null
          ? 'Nothing was charged for it.'
          : `${dollars(order.refundedCents)} is on its way back to your card.`,
      ...myOrder(order.orderId),
    }),
  'visit-booked': (visit) =>
    toRecipient('visits', {
      title: 'Your colour consultation is booked',
      body: visitWhen(visit.start, visit.timeZone),
      ...myVisit(visit.visitId),
    }),
  'visit-reminder': (visit) =>
    toRecipient('visits', {
      title: 'Your colour consultation is tomorrow',
      body: visitWhen(visit.start, visit.timeZone),
      ...myVisit(visit.visitId),
    }),
  'visit-moved': (visit) =>
    toRecipient('visits', {
      title: 'Your colour consultation has a new time',
      body: visitWhen(visit.start, visit.timeZone),
      ...myVisit(visit.visitId),
    }),
  'visit-cancelled': (visit) =>
    toRecipient('visits', {
      title: 'Your colour consultation was cancelled',
      body: `${visitWhen(visit.start, visit.timeZone)}. Book another when it suits you.`,
      url: '/book',
      tag: `visit:${visit.visitId}`,
    }),
  'shop-contact-message': () => [],
  // A contact message's sender may have no account: the answer goes by mail only.
  'message-reply': () => [],
  'shop-new-visit': (visit) => [
    toAdmins('newVisits', {
      title: 'New visit booked',
      body: visitWhen(visit.start, visit.timeZone),
      url: '/dashboard/bookings',
      tag: `new-visit:${visit.visitId}`,
    }),
  ],
  'shop-visit-moved': (visit) => [
    toAdmins('newVisits', {
      title: 'Visit moved',
      body: `${visitWhen(visit.start, visit.timeZone)}, instead of ${visitWhen(visit.previousStart, visit.timeZone)}`,
      url: '/dashboard/bookings',
      tag: `new-visit:${visit.visitId}`,
    }),
  ],
  'quote-requested': (request) => [
    toAdmins('newQuoteRequests', {
      title: 'New quote request',
      body: `${request.rooms.length === 1 ? '1 room' : `${request.rooms.length} rooms`}, ${
        request.photoCount === 1 ? '1 photo' : `${request.photoCount} photos`
      }.`,
      url: `/dashboard/quotes/requests/${request.requestId}`,
      tag: `quote-request:${request.requestId}`,
    }),
  ],
  'quote-sent': (quote) =>
    toRecipient('quotes', {
      title: 'Your painting quote is ready',
      body: `Quote ${quoteNumber(quote.quoteId)}: ${dollars(quote.totalCents)}, to accept by ${calendarDay(quote.validUntil)}.`,
      ...myQuote(quote.quoteId),
    }),
  'quote-expiring': (quote) =>
    toRecipient('quotes', {
      title: 'Your quote runs out in two days',
      body: `Quote ${quoteNumber(quote.quoteId)}: accept it by ${calendarDay(quote.validUntil)} to keep its price.`,
      ...myQuote(quote.quoteId),
    }),
  'quote-deposit-paid': (quote) =>
    toRecipient('quotes', {
      title: 'Deposit received',
      body: `Quote ${quoteNumber(quote.quoteId)}: ${dollars(quote.depositCents)} paid. We will be in touch to schedule the work.`,
      ...myQuote(quote.quoteId),
    }),
  'quote-accepted': () => [],
  'quote-cancelled': (quote) =>
    toRecipient('quotes', {
      title: `Quote ${quoteNumber(quote.quoteId)} was cancelled`,
      body:
        quote.refundedCents === null
          ? 'The work it priced will not go ahead.'
          : `Its deposit of ${dollars(quote.refundedCents)} is on its way back to your card.`,
      ...myQuote(quote.quoteId),
    }),
  'job-scheduled': jobDaysFor(customersJob, 'Your painting job is scheduled'),
  'job-moved': jobDaysFor(customersJob, 'Your painting job has new days'),
  'job-reminder': jobDaysFor(customersJob, 'Your painting starts tomorrow'),
  'painter-job-reminder': jobDaysFor(paintersJob, 'Tomorrow: a painting job of yours'),
  'job-on-my-way': (job) =>
    toRecipient('visits', {
      title: 'Your painter is on the way',
      body: 'They are heading to you now.',
      ...customersJob(job),
    }),
  'painter-job-assigned': jobDaysFor(paintersJob, 'A painting job for you'),
  'painter-job-moved': jobDaysFor(paintersJob, 'A job of yours has new days'),
  'painter-job-unassigned': (job) =>
    toRecipient('visits', {
      title: 'You are off a painting job',
      body: `${jobDays(job)}: no longer yours.`,
      url: '/dashboard/today',
      tag: `job:${job.jobId}`,
    }),
  'invoice-reminder': (invoice) =>
    toRecipient('quotes', {
      title: 'Your invoice is still open',
      body: `Balance to pay: ${dollars(leftToPayCents(invoice))}.`,
      ...myInvoice(invoice.invoiceId),
    }),
  'job-invoice': (invoice) =>
    toRecipient('quotes', {
      title: 'Your final invoice',
      body:
        leftToPayCents(invoice) > 0
          ? `The work is done. Balance to pay: ${dollars(leftToPayCents(invoice))}.`
          : 'The work is done. Nothing is left to pay.',
      ...myInvoice(invoice.invoiceId),
    }),
  'job-invoice-paid': (invoice) =>
    toRecipient('quotes', {
      title: 'Invoice paid',
      body: `${dollars(invoice.balanceCents)} received. Thank you.`,
      ...myInvoice(invoice.invoiceId),
    }),
};

/** The notifications an email's message makes. */
export function notificationsOf(message: MailMessage): NotificationRule[] {
  return (rules[message.kind] as (data: MailMessage['data']) => NotificationRule[])(message.data);
}
