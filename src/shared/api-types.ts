/** Shapes of the API's answers, shared by the server that sends them and the client that reads them. */

export type Tool = {
  _id: string;
  name: string;
  desc: string;
  img: string;
  /** Dollars. */
  price: number;
  /** Spelt as in the stored data the spec describes. */
  minOrderQuanity: number;
  /** Available stock. */
  orderQuanity: number;
};

export type Post = {
  _id: string;
  title: string;
  img: string;
  desc: string;
  /** '5 March 2024' */
  date: string;
};

export type RecentPost = Pick<Post, '_id' | 'img' | 'title' | 'date'>;

export type Review = {
  _id: string;
  name: string;
  rating: number;
  message: string;
};

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    issues?: ({ path: string; message: string } & Partial<ShortLineIssue>)[];
  };
};

export type User = {
  _id: string;
  name: string;
  email: string;
  role?: 'admin';
  address: string;
  state: string;
  zip: string;
};

export type ClientConfig = {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorUrl?: string };
  /** Stripe with its publishable key, or the local test-mode gateway when no keys are set. */
  payments: { mode: 'stripe'; publishableKey: string } | { mode: 'test' };
};

/** Where an order is in its life; `placed` and `paid` appear only as timeline events. */
export type OrderStatus = 'pending' | 'shipped' | 'delivered' | 'cancelled' | 'expired' | 'refunded';

/** One tool on an order, at the price it was sold at. */
export type OrderLine = {
  productId: string;
  productName: string;
  quantity: number;
  /** Dollars, per unit. */
  price: number;
  /** Dollars: quantity times price. */
  total: number;
};

/** One step of an order's life, oldest first. */
export type OrderEvent = {
  status: 'placed' | 'paid' | Exclude<OrderStatus, 'pending'>;
  /** ISO 8601. */
  at: string;
  /** What a person reading the timeline needs: the carrier and tracking number, the amount refunded. */
  note: string | null;
};

export type Order = {
  _id: string;
  userName: string;
  userEmail: string;
  /** A one-line order's tool; null on an order of several lines (see `items`). */
  productId: string | null;
  /** A one-line order's tool's name; on several lines, a summary such as "Roller and 2 more tools". */
  productName: string;
  /** Units: the one line's, or all lines' together. */
  productQuantity: number;
  /** Dollars, per unit, of a one-line order; null on several lines. */
  price: number | null;
  /** Dollars: the sum of the lines' totals. */
  totalPrice: number;
  items: OrderLine[];
  userAddress: string;
  userState: string;
  userZip: string;
  /** d/m/yyyy, the day in UTC. */
  date: string;
  /** ISO 8601: when it was placed, for showing the day on the viewer's calendar. */
  placedAt: string;
  /**
   * `expired`: not paid while its stock was held, so the stock went back on the shelf. `refunded`: the
   * payment given back, by an admin or at once when it came after the stock was gone.
   */
  status: OrderStatus;
  /** ISO 8601: until when an unpaid order holds its stock (when it ran out, if expired); null once paid or shipped. */
  reservedUntil: string | null;
  paid: boolean;
  transactionId: string | null;
  /** Given when it was shipped, if the admin knew them. */
  carrier: string | null;
  trackingNumber: string | null;
  /** Its timeline: on GET /order/:id and on the answers of the calls that move it; absent from lists. */
  events?: OrderEvent[];
};

/** A short line of an order that could not be reserved: in 409 `out_of_stock` issues. */
export type ShortLineIssue = {
  /** `items.N` of the request (or `productQuantity` for the one-product body). */
  path: string;
  message: string;
  productId: string;
  /** Units left for sale; 0 when the tool is out of stock or no longer sold. */
  available: number;
};

/** A signed-in user's cart as the server keeps it. */
export type Cart = {
  items: { productId: string; quantity: number }[];
  /** Raised by one on every PUT; 0 for a user who never saved a cart. */
  version: number;
};

/** A contact message, as admins read it. */
export type Message = {
  _id: string;
  name: string;
  email: string;
  subject: string;
  msg: string;
  /** ISO 8601: when it was sent. */
  date: string;
  handled: boolean;
};

/** A visit's start (ISO 8601 with the shop's offset) and whether it may still be booked. */
export type { Slot } from './slots';

export type Visit = {
  _id: string;
  /** ISO 8601 with the shop's offset, e.g. 2026-03-09T09:00:00-04:00. */
  start: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
};

/**
 * The answer to a booking: the visit and its manage link (`/visits/{id}?key=…`), which shows and cancels
 * this one visit without an account. The key is given only here; the shop keeps its hash.
 */
export type BookedVisit = Visit & { manageKey: string; manageUrl: string };

/** A message the shop sends, as the admin's mail page lists it (GET /api/emails). */
export type Email = {
  _id: string;
  /** What it tells: `order-paid`, `order-shipped`, `visit-booked`, … (src/server/mail/messages.ts). */
  kind: string;
  to: string;
  subject: string;
  /** waiting (to be sent, or to be tried again at `sendAfter`), sent, or failed (with `lastError`). */
  status: 'waiting' | 'sent' | 'failed';
  attempts: number;
  /** ISO 8601: when it is due. */
  sendAfter: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

// Painting quotes: requests, their photos, and priced quotes.
export type * from './quote-api-types';

// The ledger of charges and refunds, and the takings summed from it.
export type * from './payment-api-types';
