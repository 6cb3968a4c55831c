import type { MailData, MailKind, MailMessage } from '../mail/messages';
import { calendarDay, dollars, orderNumber, quoteNumber, visitWhen } from '../mail/templates/words';
import { jobRules } from './job-notifications';
import { type NotificationRule, toAdmins, toRecipient } from './notification-rule';

export type { NotificationRule, PushPayload } from './notification-rule';

const myOrder = (orderId: string) => ({ url: `/dashboard/myOrders/${orderId}`, tag: `order:${orderId}` });
const myQuote = (quoteId: string) => ({ url: `/dashboard/quotes/${quoteId}`, tag: `quote:${quoteId}` });
const myVisit = (visitId: string) => ({ url: '/dashboard/visits', tag: `visit:${visitId}` });
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
  ...jobRules,
};

/** The notifications an email's message makes. */
export function notificationsOf(message: MailMessage): NotificationRule[] {
  return (rules[message.kind] as (data: MailMessage['data']) => NotificationRule[])(message.data);
}
