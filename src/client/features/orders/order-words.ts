import type { Order, OrderEvent } from '@/shared/answers/orders';
import { formatDollars } from '@/shared/money';
import { formatDateTime } from '@/client/lib/format-date-time';

/**
 * Where an order stands, in the words its customer and the shop use. The API's `pending` is two stages
 * for a person: not paid yet (its tools held), or paid and waiting to be shipped.
 */
export type OrderStage = 'unpaid' | 'paid' | 'shipped' | 'delivered' | 'expired' | 'refunded' | 'cancelled';

export function orderStage(order: Pick<Order, 'status' | 'paid'>): OrderStage {
  if (order.status === 'pending') return order.paid ? 'paid' : 'unpaid';
  return order.status;
}

/** The words an order's stage and its timeline's steps share: what happened to it. */
const happened = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  expired: 'Expired',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
} as const;

export const stageLabels: Record<OrderStage, string> = { unpaid: 'Awaiting payment', ...happened };

/** One sentence under the label: what the stage means for the person reading. */
export function stageExplained(order: Pick<Order, 'status' | 'paid' | 'reservedUntil'>): string {
  switch (orderStage(order)) {
    case 'unpaid':
      return order.reservedUntil
        ? `Not paid yet; its tools are held until ${formatDateTime(order.reservedUntil)}.`
        : 'Not paid yet.';
    case 'paid':
      return 'Paid; waiting to be shipped.';
    case 'shipped':
      return order.paid ? 'On its way.' : 'On its way; not paid yet.';
    case 'delivered':
      return order.paid ? 'Delivered.' : 'Delivered; not paid yet.';
    case 'expired':
      return 'Not paid in time; the tools went back on the shelf.';
    case 'refunded':
      return 'The payment was given back.';
    case 'cancelled':
      return order.paid ? 'Cancelled; the payment was given back.' : 'Cancelled; nothing was charged.';
  }
}

/** A paid order whose money went back: refunded, or cancelled (a paid order is refunded as it is cancelled). */
export const paidBack = (order: Pick<Order, 'status' | 'paid'>) =>
  order.paid && (order.status === 'refunded' || order.status === 'cancelled');

/** An order's tools in a line: "2 × $24.50 = $49.00", or for several lines "3 tools, 7 units: $123.00". */
export function linesInWords(order: Pick<Order, 'items' | 'productQuantity' | 'price' | 'totalPrice'>): string {
  const [only] = order.items;
  if (order.items.length === 1 && only) {
    return `${only.quantity} × ${formatDollars(only.price)} = ${formatDollars(only.total)}`;
  }
  return `${order.items.length} tools, ${order.productQuantity} units: ${formatDollars(order.totalPrice)}`;
}

/** How the parcel can be followed: "UPS, tracking 1Z999", "tracking 1Z999", "UPS", or nothing. */
export function parcelInWords(order: Pick<Order, 'carrier' | 'trackingNumber'>): string | undefined {
  const tracking = order.trackingNumber ? `tracking ${order.trackingNumber}` : undefined;
  const words = [order.carrier, tracking].filter(Boolean).join(', ');
  return words || undefined;
}

/** A step of the timeline as shown: what happened (or comes next), when, and what to know about it. */
export type TimelineStep = {
  key: string;
  title: string;
  /** ISO 8601; absent on the step still to come. */
  at?: string;
  detail?: string;
  upcoming?: boolean;
};

const eventTitles: Record<OrderEvent['status'], string> = { placed: 'Order placed', ...happened };

/** What a step says when the shop gave no note. */
const eventDetails: Partial<Record<OrderEvent['status'], string>> = {
  shipped: 'No tracking number was given.',
  expired: 'Not paid in time; the tools went back on the shelf.',
};

/** The step an order waits for, where it still waits for one. */
function nextStep(order: Pick<Order, 'status' | 'paid' | 'reservedUntil'>): TimelineStep | undefined {
  switch (orderStage(order)) {
    case 'unpaid':
      return {
        key: 'next',
        title: 'Payment',
        detail: order.reservedUntil
          ? `Waiting for payment; the tools are held until ${formatDateTime(order.reservedUntil)}.`
          : 'Waiting for payment.',
        upcoming: true,
      };
    case 'paid':
      return { key: 'next', title: 'Shipping', detail: 'Waiting to be shipped.', upcoming: true };
    case 'shipped':
      return { key: 'next', title: 'Delivery', detail: 'On its way.', upcoming: true };
    default:
      return undefined;
  }
}

/**
 * The order's life, oldest first, and the step it waits for. An order known only from a list carries no
 * events (`complete` false): its timeline then starts and ends with its placing.
 */
export function timelineSteps(order: Pick<Order, 'status' | 'paid' | 'reservedUntil' | 'placedAt' | 'events'>): {
  steps: TimelineStep[];
  complete: boolean;
} {
  const events = order.events ?? [{ status: 'placed', at: order.placedAt, note: null }];
  const steps: TimelineStep[] = events.map((event, index) => ({
    key: `${event.status}-${index}`,
    title: eventTitles[event.status],
    at: event.at,
    detail: event.note ?? eventDetails[event.status],
  }));
  const next = order.events ? nextStep(order) : undefined;
  return { steps: next ? [...steps, next] : steps, complete: order.events !== undefined };
}
