/**
 * Every message the shop sends: its kind, the data its template is rendered from, and its subject. A
 * message is written as a row of `emails` (src/server/db/mail-schema.ts) in the transaction of the event
 * that causes it and rendered by its template (src/server/mail/templates) when it is sent. Amounts are in
 * cents, times in ISO 8601, links as paths of the shop (made absolute from PUBLIC_URL when rendered).
 */

export type MailOrderLine = { productName: string; quantity: number; unitPriceCents: number; totalCents: number };

export type MailOrder = {
  orderId: string;
  customerName: string;
  lines: MailOrderLine[];
  totalCents: number;
  address: string;
  state: string;
  zip: string;
};

export type MailVisit = {
  visitId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  /** ISO 8601 with the shop's offset. */
  start: string;
  /** The shop's IANA time zone, in which the visit is told. */
  timeZone: string;
};

/** A customer's request for a painting quote, as the shop's notice tells it. */
export type MailQuoteRequest = {
  requestId: string;
  customerName: string;
  customerEmail: string;
  address: string;
  rooms: { name: string; surfaces: string[]; size: string; colours: string }[];
  notes: string;
  photoCount: number;
};

/** A priced quote as its messages tell it; `validUntil` is the last day it may be accepted (YYYY-MM-DD). */
export type MailQuote = {
  quoteId: string;
  customerName: string;
  address: string;
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  validUntil: string;
};

/** What each kind of message carries; `to` is the customer, or SHOP_EMAIL for the shop's own notices. */
export type MailData = {
  /** The receipt: the order was paid. */
  'order-paid': MailOrder & { transactionId: string };
  'order-shipped': MailOrder & { carrier: string | null; trackingNumber: string | null };
  'order-refunded': MailOrder;
  /** Its hold ran out unpaid; the message offers to order again. */
  'order-expired': MailOrder;
  /** Cancelled by its customer or by the shop; a paid order's payment refunded with it. */
  'order-cancelled': MailOrder & { byShop: boolean; refundedCents: number | null };
  /** The visit's confirmation, with its .ics attached and its manage link (`/visits/:id?key=…`). */
  'visit-booked': MailVisit & { managePath: string };
  /** The day before the visit. */
  'visit-reminder': MailVisit & { managePath: string };
  /** The shop cancelled the visit. */
  'visit-cancelled': MailVisit;
  /** To SHOP_EMAIL, Reply-To the sender. */
  'shop-contact-message': { name: string; email: string; subject: string; message: string };
  /** To SHOP_EMAIL. */
  'shop-new-visit': MailVisit;
  /** To SHOP_EMAIL, Reply-To the customer, with the link to the request in the dashboard. */
  'quote-requested': MailQuoteRequest;
  /** The shop sent a quote: its link is `/dashboard/quotes/:id`. */
  'quote-sent': MailQuote;
  /** The receipt of a quote's deposit. */
  'quote-deposit-paid': MailQuote & { transactionId: string };
  /** To SHOP_EMAIL: a customer signed a quote. */
  'quote-accepted': MailQuote & { customerEmail: string; signedName: string };
  /** The shop cancelled an accepted quote; its deposit, when paid, refunded. */
  'quote-cancelled': MailQuote & { refundedCents: number | null };
};

export type MailKind = keyof MailData;

export type MailMessage = { [K in MailKind]: { kind: K; data: MailData[K] } }[MailKind];

export const mailKinds = [
  'order-paid',
  'order-shipped',
  'order-refunded',
  'order-expired',
  'order-cancelled',
  'visit-booked',
  'visit-reminder',
  'visit-cancelled',
  'shop-contact-message',
  'shop-new-visit',
  'quote-requested',
  'quote-sent',
  'quote-deposit-paid',
  'quote-accepted',
  'quote-cancelled',
] as const satisfies readonly MailKind[];

const shortOrder = (orderId: string) => orderId.slice(0, 8).toUpperCase();
const shortQuote = shortOrder;

/** The subject of each message, kept on its row so that the dashboard shows it before it is sent. */
export function subjectOf(message: MailMessage): string {
  switch (message.kind) {
    case 'order-paid':
      return `Your Brushwork receipt for order ${shortOrder(message.data.orderId)}`;
    case 'order-shipped':
      return `Your Brushwork order ${shortOrder(message.data.orderId)} is on its way`;
    case 'order-refunded':
      return `Your Brushwork order ${shortOrder(message.data.orderId)} was refunded`;
    case 'order-expired':
      return `Your Brushwork order ${shortOrder(message.data.orderId)} expired unpaid`;
    case 'order-cancelled':
      return `Your Brushwork order ${shortOrder(message.data.orderId)} was cancelled`;
    case 'visit-booked':
      return 'Your colour consultation with Brushwork is booked';
    case 'visit-reminder':
      return 'Reminder: your colour consultation with Brushwork is tomorrow';
    case 'visit-cancelled':
      return 'Your colour consultation with Brushwork was cancelled';
    case 'shop-contact-message':
      return `Contact message from ${message.data.name}: ${message.data.subject}`;
    case 'shop-new-visit':
      return `New visit booked by ${message.data.name}`;
    case 'quote-requested':
      return `Quote requested by ${message.data.customerName || message.data.customerEmail}`;
    case 'quote-sent':
      return `Your painting quote ${shortQuote(message.data.quoteId)} from Brushwork`;
    case 'quote-deposit-paid':
      return `Your Brushwork receipt for the deposit on quote ${shortQuote(message.data.quoteId)}`;
    case 'quote-accepted':
      return `Quote ${shortQuote(message.data.quoteId)} accepted by ${message.data.signedName}`;
    case 'quote-cancelled':
      return `Your painting quote ${shortQuote(message.data.quoteId)} was cancelled`;
  }
}

/** What a template makes of a message: both parts, and its attachments (a visit's .ics). */
export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
};

/** What every message is rendered with: the shop's public address for absolute links. */
export type MailContext = { publicUrl: string };
