import * as v from 'valibot';
import { deliveryMethods } from '../schemas/books';
import { orderEventStatuses, orderStatuses, type OrderStatus } from '../schemas/order';

/** Where an order is in its life; `placed` and `paid` appear only as timeline events. */
export type { OrderStatus };

/** One tool on an order, at the price it was sold at. */
export const orderLineAnswer = v.strictObject({
  productId: v.string(),
  productName: v.string(),
  quantity: v.number(),
  /** How many of `quantity` a refund has given back. */
  refundedQuantity: v.number(),
  /** Dollars, per unit. */
  price: v.number(),
  /** Dollars: quantity times price. */
  total: v.number(),
});
export type OrderLine = v.InferOutput<typeof orderLineAnswer>;

/** One step of an order's life, oldest first. */
export const orderEventAnswer = v.strictObject({
  status: v.picklist(orderEventStatuses),
  /** ISO 8601. */
  at: v.string(),
  /** What a person reading the timeline needs: the carrier and tracking number, the amount refunded. */
  note: v.nullable(v.string()),
});
export type OrderEvent = v.InferOutput<typeof orderEventAnswer>;

/** An order, as every call that answers one sends it: money in dollars, its lines in their order. */
export const orderAnswer = v.strictObject({
  _id: v.string(),
  userName: v.string(),
  userEmail: v.string(),
  /** A one-line order's tool; null on an order of several lines (see `items`). */
  productId: v.nullable(v.string()),
  /** A one-line order's tool's name; on several lines, a summary such as "Roller and 2 more tools". */
  productName: v.string(),
  /** Units: the one line's, or all lines' together. */
  productQuantity: v.number(),
  /** Dollars, per unit, of a one-line order; null on several lines. */
  price: v.nullable(v.number()),
  /** Dollars: the sum of the lines' totals. */
  subtotal: v.number(),
  /** Dollars: sales tax on the subtotal, at `taxPercent` of `taxState` when it was placed. */
  tax: v.number(),
  /** The state whose tax it paid (the address's, or the shop's for a pickup); null where none was charged. */
  taxState: v.nullable(v.string()),
  /** Percent, up to 3 decimals. */
  taxPercent: v.number(),
  /** Dollars: what it paid to be delivered (0 for a pickup, or past the free-from amount). */
  delivery: v.number(),
  deliveryMethod: v.picklist(deliveryMethods),
  /** Dollars: subtotal + tax + delivery, what its payment charges. */
  totalPrice: v.number(),
  /** Dollars given back of its payment, by refunds whole or in part. */
  refunded: v.number(),
  /** Its receipt's number, R-2026-00001, once paid; null before (or when paid before the shop numbered them). */
  number: v.nullable(v.string()),
  items: v.array(orderLineAnswer),
  userAddress: v.string(),
  userState: v.string(),
  userZip: v.string(),
  /** d/m/yyyy, the day in UTC. */
  date: v.string(),
  /** ISO 8601: when it was placed, for showing the day on the viewer's calendar. */
  placedAt: v.string(),
  /**
   * `expired`: not paid while its stock was held, so the stock went back on the shelf. `refunded`: the
   * payment given back, by an admin or at once when it came after the stock was gone.
   */
  status: v.picklist(orderStatuses),
  /** ISO 8601: until when an unpaid order holds its stock (when it ran out, if expired); null once paid or shipped. */
  reservedUntil: v.nullable(v.string()),
  paid: v.boolean(),
  transactionId: v.nullable(v.string()),
  /** Given when it was shipped, if the admin knew them. */
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  /** Its timeline: on GET /order/:id and on the answers of the calls that move it; absent from lists. */
  events: v.optional(v.array(orderEventAnswer)),
});
export type Order = v.InferOutput<typeof orderAnswer>;

/** A short line of an order that could not be reserved: in 409 `out_of_stock` issues. */
export const shortLineIssueAnswer = v.strictObject({
  /** `items.N` of the request (or `productQuantity` for the one-product body). */
  path: v.string(),
  message: v.string(),
  productId: v.string(),
  /** Units left for sale; 0 when the tool is out of stock or no longer sold. */
  available: v.number(),
});
export type ShortLineIssue = v.InferOutput<typeof shortLineIssueAnswer>;

/** A signed-in user's cart as the server keeps it. */
export const cartAnswer = v.strictObject({
  items: v.array(v.strictObject({ productId: v.string(), quantity: v.number() })),
  /** Raised by one on every PUT; 0 for a user who never saved a cart. */
  version: v.number(),
});
export type Cart = v.InferOutput<typeof cartAnswer>;
