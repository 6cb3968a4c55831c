import type { MailData, MailKind, MailMessage, MailOrder, MailQuote, MailQuoteRequest, MailVisit } from '../messages';

/** Sample messages for the templates' tests: `createX(overrides)`, and one message of every kind. */
export const publicUrl = 'https://shop.example';
export const context = { publicUrl };

export function createOrder(overrides: Partial<MailOrder> = {}): MailOrder {
  return {
    orderId: '3f9a2c7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
    customerName: 'Ada Lovelace',
    lines: [
      { productName: 'Angled sash brush', quantity: 2, unitPriceCents: 1250, totalCents: 2500 },
      { productName: 'Roller frame set', quantity: 1, unitPriceCents: 189_999, totalCents: 189_999 },
    ],
    totalCents: 192_499,
    address: '12 Elm Road, Apt 4',
    state: 'OR',
    zip: '97401',
    ...overrides,
  };
}

/** Thursday 26 November 2026 at 10:30 in Los Angeles, given in UTC: the template must tell it in the shop's zone. */
export function createVisit(overrides: Partial<MailVisit> = {}): MailVisit {
  return {
    visitId: '7c1e4b2a-0000-4000-8000-000000000042',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '(555) 010-2000',
    address: '9 Harbour Lane, Eugene',
    notes: 'Two bedrooms facing north.\nThe dog is friendly.',
    start: '2026-11-26T18:30:00Z',
    timeZone: 'America/Los_Angeles',
    ...overrides,
  };
}

export function createQuoteRequest(overrides: Partial<MailQuoteRequest> = {}): MailQuoteRequest {
  return {
    requestId: '5b2d9e1f-0000-4000-8000-000000000029',
    customerName: 'Katherine Johnson',
    customerEmail: 'katherine@example.com',
    address: '4 Orbit Way, Eugene',
    rooms: [
      { name: 'Kitchen', surfaces: ['walls', 'ceiling'], size: 'about 12 m²', colours: 'Swiss Coffee' },
      { name: 'Hall', surfaces: ['trim'], size: '', colours: '' },
    ],
    notes: 'The ceiling has a water stain.\nPlease call first.',
    photoCount: 2,
    ...overrides,
  };
}

/** A quote of $1,234.56 with a 30% deposit, valid until Friday 11 December 2026. */
export function createQuote(overrides: Partial<MailQuote> = {}): MailQuote {
  return {
    quoteId: '5b2e9d10-4c3a-4f6e-9a8b-7c6d5e4f3a2b',
    customerName: 'Ada Lovelace',
    address: '12 Elm Road, Eugene',
    totalCents: 123_456,
    depositPercent: 30,
    depositCents: 37_037,
    validUntil: '2026-12-11',
    ...overrides,
  };
}

export const managePath = '/visits/7c1e4b2a-0000-4000-8000-000000000042?key=k3y-s3cret';

export const sampleData: MailData = {
  'order-paid': { ...createOrder(), transactionId: 'pi_3Nabc123XYZ' },
  'order-shipped': { ...createOrder(), carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  'order-refunded': createOrder(),
  'order-expired': createOrder(),
  'order-cancelled': { ...createOrder(), byShop: true, refundedCents: 192_499 },
  'visit-booked': { ...createVisit(), managePath },
  'visit-reminder': { ...createVisit(), managePath },
  'visit-cancelled': createVisit(),
  'shop-contact-message': {
    name: 'Linus Pauling',
    email: 'linus@example.com',
    subject: 'A quote for a fence',
    message: 'Hello,\nCould you paint a fence of 30 metres?\nThanks',
  },
  'shop-new-visit': createVisit(),
  'quote-requested': createQuoteRequest(),
  'quote-sent': createQuote(),
  'quote-deposit-paid': { ...createQuote(), transactionId: 'pi_3Qdeposit42' },
  'quote-accepted': { ...createQuote(), customerEmail: 'ada@example.com', signedName: 'Ada K. Lovelace' },
  'quote-cancelled': { ...createQuote(), refundedCents: 37_037 },
};

export const messageOf = <K extends MailKind>(kind: K, data: MailData[K] = sampleData[kind]) =>
  ({ kind, data }) as MailMessage;

/** The HTML's text as a reader sees it: React's markers between adjacent texts taken out. */
export const withoutMarkers = (html: string) => html.replace(/<!--.*?-->/g, '');
