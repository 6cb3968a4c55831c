import type {
  MailData,
  MailInvoice,
  MailJob,
  MailKind,
  MailMessage,
  MailOrder,
  MailQuote,
  MailQuoteRequest,
  MailVisit,
} from '../messages';

/** Sample messages for the templates' tests: `createX(overrides)`, and one message of every kind. */
export const publicUrl = 'https://shop.example';
export const context = { publicUrl };

/** A factory of `T`: a fresh copy of its sample each call, with the fields a test gives in place of the sample's. */
function factoryOf<T extends object>(sample: T) {
  return (overrides: Partial<T> = {}): T => ({ ...structuredClone(sample), ...overrides });
}

export const createOrder = factoryOf<MailOrder>({
  orderId: '3f9a2c7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
  customerName: 'Ada Lovelace',
  lines: [
    { productName: 'Angled sash brush', quantity: 2, unitPriceCents: 1250, totalCents: 2500 },
    { productName: 'Roller frame set', quantity: 1, unitPriceCents: 189_999, totalCents: 189_999 },
  ],
  subtotalCents: 192_499,
  taxCents: 0,
  taxState: null,
  taxPercent: 0,
  deliveryCents: 0,
  pickup: false,
  totalCents: 192_499,
  receipt: 'R-2026-00042',
  address: '12 Elm Road, Apt 4',
  state: 'OR',
  zip: '97401',
});

/** Thursday 26 November 2026 at 10:30 in Los Angeles, given in UTC: the template must tell it in the shop's zone. */
export const createVisit = factoryOf<MailVisit>({
  visitId: '7c1e4b2a-0000-4000-8000-000000000042',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(555) 010-2000',
  address: '9 Harbour Lane, Eugene',
  notes: 'Two bedrooms facing north.\nThe dog is friendly.',
  start: '2026-11-26T18:30:00Z',
  timeZone: 'America/Los_Angeles',
});

export const createQuoteRequest = factoryOf<MailQuoteRequest>({
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
});

/** A quote of $1,234.56 with a 30% deposit, valid until Friday 11 December 2026. */
export const createQuote = factoryOf<MailQuote>({
  quoteId: '5b2e9d10-4c3a-4f6e-9a8b-7c6d5e4f3a2b',
  customerName: 'Ada Lovelace',
  address: '12 Elm Road, Eugene',
  totalCents: 123_456,
  depositPercent: 30,
  depositCents: 37_037,
  validUntil: '2026-12-11',
});

/** A job of two days with two painters, at the sample quote's address. */
export const createJob = factoryOf<MailJob>({
  jobId: '9d4f2a61-3b5c-4e7d-8f90-a1b2c3d4e5f6',
  quoteId: '5b2e9d10-4c3a-4f6e-9a8b-7c6d5e4f3a2b',
  customerName: 'Ada Lovelace',
  address: '12 Elm Road, Eugene',
  days: ['2026-12-14', '2026-12-15'],
  painters: ['Pat Painter', 'Robin Roller'],
  rooms: ['Living room', 'Hall'],
});

/** The sample quote's invoice: $1,234.56 and an extra of $80.00, less the deposit of $370.37. */
export const createInvoice = factoryOf<MailInvoice>({
  invoiceId: '4a7c9e21-0b3d-4f5a-9c8e-7d6b5a4f3e2d',
  jobId: '9d4f2a61-3b5c-4e7d-8f90-a1b2c3d4e5f6',
  customerName: 'Ada Lovelace',
  address: '12 Elm Road, Eugene',
  lines: [
    {
      description: 'Living room walls',
      quantityHundredths: 1250,
      unit: 'hours',
      unitPriceCents: 9500,
      totalCents: 118_750,
    },
    { description: 'Ceiling white', quantityHundredths: 100, unit: 'bucket', unitPriceCents: 4706, totalCents: 4706 },
    {
      description: 'Filling the damp patch',
      quantityHundredths: 200,
      unit: 'hours',
      unitPriceCents: 4000,
      totalCents: 8000,
    },
  ],
  totalCents: 131_456,
  depositPaidCents: 37_037,
  balanceCents: 94_419,
});

/** The pages of the sample order, quote, job and invoice, as their messages must link them. */
export const samplePages = {
  order: 'https://shop.example/dashboard/myOrders/3f9a2c7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
  quote: 'https://shop.example/dashboard/quotes/5b2e9d10-4c3a-4f6e-9a8b-7c6d5e4f3a2b',
  job: 'https://shop.example/dashboard/jobs/9d4f2a61-3b5c-4e7d-8f90-a1b2c3d4e5f6',
  invoice: 'https://shop.example/dashboard/invoices/4a7c9e21-0b3d-4f5a-9c8e-7d6b5a4f3e2d',
};

export const managePath = '/visits/7c1e4b2a-0000-4000-8000-000000000042?key=k3y-s3cret';

export const sampleData: MailData = {
  'order-paid': { ...createOrder(), transactionId: 'pi_3Nabc123XYZ' },
  'order-shipped': { ...createOrder(), carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  'order-refunded': { ...createOrder(), refundedCents: 192_499, creditNote: 'CN-2026-00007', whole: true },
  'order-expired': createOrder(),
  'order-cancelled': { ...createOrder(), byShop: true, refundedCents: 192_499 },
  'visit-booked': { ...createVisit(), managePath },
  'visit-reminder': { ...createVisit(), managePath },
  'visit-moved': { ...createVisit(), managePath, previousStart: '2026-06-01T10:00:00-07:00' },
  'visit-cancelled': createVisit(),
  'shop-contact-message': {
    name: 'Linus Pauling',
    email: 'linus@example.com',
    subject: 'A quote for a fence',
    message: 'Hello,\nCould you paint a fence of 30 metres?\nThanks',
  },
  'shop-new-visit': createVisit(),
  'shop-visit-moved': { ...createVisit(), previousStart: '2026-06-01T10:00:00-07:00' },
  'message-reply': {
    name: 'Linus Pauling',
    subject: 'A quote for a fence',
    reply: 'Hello Linus,\nWe can. Ask for a quote on the site and we will come to measure it.',
  },
  'quote-requested': createQuoteRequest(),
  'quote-sent': createQuote(),
  'quote-expiring': createQuote(),
  'quote-deposit-paid': { ...createQuote(), transactionId: 'pi_3Qdeposit42' },
  'quote-accepted': { ...createQuote(), customerEmail: 'ada@example.com', signedName: 'Ada K. Lovelace' },
  'quote-cancelled': { ...createQuote(), refundedCents: 37_037 },
  'job-scheduled': createJob(),
  'job-moved': createJob({ days: ['2026-12-16'] }),
  'painter-job-assigned': { ...createJob(), painterName: 'Pat Painter' },
  'painter-job-moved': { ...createJob({ days: ['2026-12-16'] }), painterName: 'Pat Painter' },
  'painter-job-unassigned': { ...createJob(), painterName: 'Robin Roller' },
  'job-reminder': { ...createJob(), day: createJob().days[0]! },
  'painter-job-reminder': {
    ...createJob(),
    day: createJob().days[0]!,
    painterId: '7c1e4b2a-0000-4000-8000-000000000007',
    painterName: 'Robin Roller',
  },
  'job-on-my-way': { ...createJob(), painterName: 'Pat Painter' },
  'change-priced': {
    changeId: '5e7d1c2a-0000-4000-8000-00000000c4a1',
    jobId: createJob().jobId,
    quoteId: createJob().quoteId,
    customerName: 'Ada Lovelace',
    address: createJob().address,
    description: 'Sand and fill the cracked plaster above the window.',
    totalCents: 18_250,
    taxCents: 1_250,
  },
  'job-invoice': createInvoice(),
  'invoice-reminder': { ...createInvoice(), daysOpen: 3 },
  'job-invoice-paid': { ...createInvoice(), transactionId: 'pi_3Qbalance42' },
  'review-request': {
    jobId: '9d4f2a61-3b5c-4e7d-8f90-a1b2c3d4e5f6',
    customerName: 'Ada Lovelace',
    reviewPath: '/reviews/new?key=r3view-k3y',
  },
};

export const messageOf = <K extends MailKind>(kind: K, data: MailData[K] = sampleData[kind]) =>
  ({ kind, data }) as MailMessage;

/** The HTML's text as a reader sees it: React's markers between adjacent texts taken out. */
export const withoutMarkers = (html: string) => html.replace(/<!--.*?-->/g, '');
