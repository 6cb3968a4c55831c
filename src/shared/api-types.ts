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
    issues?: { path: string; message: string }[];
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

export type Order = {
  _id: string;
  userName: string;
  userEmail: string;
  productId: string;
  productName: string;
  productQuantity: number;
  /** Dollars, per unit. */
  price: number;
  /** Dollars: quantity times price. */
  totalPrice: number;
  userAddress: string;
  userState: string;
  userZip: string;
  /** d/m/yyyy, the day in UTC. */
  date: string;
  /** ISO 8601: when it was placed, for showing the day on the viewer's calendar. */
  placedAt: string;
  /**
   * `expired`: not paid while its stock was held, so the stock went back on the shelf. `refunded`: paid
   * after it expired, when the stock was gone: the payment was given back at once.
   */
  status: 'pending' | 'shipped' | 'expired' | 'refunded';
  /** ISO 8601: until when an unpaid order holds its stock (when it ran out, if expired); null once paid or shipped. */
  reservedUntil: string | null;
  paid: boolean;
  transactionId: string | null;
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
