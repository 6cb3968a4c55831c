import { describe, expect, it } from 'vitest';
import { factory } from '@/client/test/factory';
import { createOrder as sampleOrder } from '@/client/test/order-sample';
import type { Order, OrderLine } from '@/shared/answers/orders';
import { formatDateTime } from '@/client/lib/format-date-time';
import {
  linesInWords,
  orderStage,
  paidBack,
  parcelInWords,
  stageExplained,
  stageLabels,
  timelineSteps,
} from './order-words';

const roller: OrderLine = {
  productId: 'r',
  productName: 'Roller',
  quantity: 2,
  refundedQuantity: 0,
  price: 24.5,
  total: 49,
};
const tape: OrderLine = {
  productId: 't',
  productName: 'Tape',
  quantity: 5,
  refundedQuantity: 0,
  price: 3.1,
  total: 15.5,
};

const createOrder = factory<Order>({
  ...sampleOrder(),
  productId: 'r',
  productName: 'Roller',
  price: 24.5,
  subtotal: 49,
  totalPrice: 49,
  items: [roller],
  date: '24/11/2026',
  placedAt: '2026-11-24T10:00:00.000Z',
  reservedUntil: '2026-11-24T11:00:00.000Z',
});

describe("an order's stage", () => {
  it('splits pending into awaiting payment and paid, and names every other status', () => {
    expect(stageLabels[orderStage(createOrder())]).toBe('Awaiting payment');
    expect(stageLabels[orderStage(createOrder({ paid: true }))]).toBe('Paid');
    for (const [status, label] of [
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
      ['expired', 'Expired'],
      ['refunded', 'Refunded'],
      ['cancelled', 'Cancelled'],
    ] as const) {
      expect(stageLabels[orderStage(createOrder({ status, paid: status !== 'expired' }))]).toBe(label);
    }
  });

  it('says until when an unpaid order holds its tools, and why an expired one ended', () => {
    expect(stageExplained(createOrder())).toBe(
      `Not paid yet; its tools are held until ${formatDateTime('2026-11-24T11:00:00.000Z')}.`,
    );
    expect(stageExplained(createOrder({ status: 'expired' }))).toBe(
      'Not paid in time; the tools went back on the shelf.',
    );
    expect(stageExplained(createOrder({ paid: true, reservedUntil: null }))).toBe('Paid; waiting to be shipped.');
  });

  it('says a cancelled order was charged nothing, or that its payment went back with it', () => {
    expect(stageExplained(createOrder({ status: 'cancelled' }))).toBe('Cancelled; nothing was charged.');
    expect(stageExplained(createOrder({ status: 'cancelled', paid: true }))).toBe(
      'Cancelled; the payment was given back.',
    );
    expect(paidBack(createOrder({ status: 'cancelled', paid: true }))).toBe(true);
    expect(paidBack(createOrder({ status: 'refunded', paid: true }))).toBe(true);
    expect(paidBack(createOrder({ status: 'cancelled' }))).toBe(false);
    expect(paidBack(createOrder({ status: 'shipped', paid: true }))).toBe(false);
  });

  it('says that an order shipped or delivered before it was paid is still not paid', () => {
    expect(stageExplained(createOrder({ status: 'shipped', reservedUntil: null }))).toBe('On its way; not paid yet.');
    expect(stageExplained(createOrder({ status: 'shipped', paid: true }))).toBe('On its way.');
    expect(stageExplained(createOrder({ status: 'delivered' }))).toBe('Delivered; not paid yet.');
  });
});

describe("an order's tools in a line", () => {
  it('keeps the one-line order as it was, and counts the lines and units of several', () => {
    expect(linesInWords(createOrder())).toBe('2 × $24.50 = $49.00');
    const several = createOrder({ items: [roller, tape], productQuantity: 7, price: null, totalPrice: 64.5 });
    expect(linesInWords(several)).toBe('2 tools, 7 units: $64.50');
  });

  it('says how the parcel is followed with what the admin gave', () => {
    expect(parcelInWords(createOrder({ carrier: 'UPS', trackingNumber: '1Z999' }))).toBe('UPS, tracking 1Z999');
    expect(parcelInWords(createOrder({ trackingNumber: '1Z999' }))).toBe('tracking 1Z999');
    expect(parcelInWords(createOrder({ carrier: 'UPS' }))).toBe('UPS');
    expect(parcelInWords(createOrder())).toBeUndefined();
  });
});

describe("an order's timeline", () => {
  const placed = { status: 'placed', at: '2026-11-24T10:00:00.000Z', note: null } as const;
  const paid = { status: 'paid', at: '2026-11-24T10:05:00.000Z', note: null } as const;

  it('lists each event with its note, then the step the order waits for', () => {
    const shipped = { status: 'shipped', at: '2026-11-25T09:00:00.000Z', note: 'UPS, tracking 1Z999' } as const;
    const { steps, complete } = timelineSteps(
      createOrder({ status: 'shipped', paid: true, reservedUntil: null, events: [placed, paid, shipped] }),
    );
    expect(complete).toBe(true);
    expect(steps.map(({ title, at, detail, upcoming }) => ({ title, at, detail, upcoming }))).toEqual([
      { title: 'Order placed', at: placed.at, detail: undefined, upcoming: undefined },
      { title: 'Paid', at: paid.at, detail: undefined, upcoming: undefined },
      { title: 'Shipped', at: shipped.at, detail: 'UPS, tracking 1Z999', upcoming: undefined },
      { title: 'Delivery', at: undefined, detail: 'On its way.', upcoming: true },
    ]);
  });

  it('says what the shop left unsaid: no tracking number, an expiry, and nothing after the end', () => {
    const shippedBare = { status: 'shipped', at: '2026-11-25T09:00:00.000Z', note: null } as const;
    const delivered = { status: 'delivered', at: '2026-11-26T09:00:00.000Z', note: null } as const;
    const refunded = { status: 'refunded', at: '2026-11-27T09:00:00.000Z', note: 'Refunded $49.00.' } as const;
    const { steps } = timelineSteps(
      createOrder({ status: 'refunded', paid: true, events: [placed, paid, shippedBare, delivered, refunded] }),
    );
    expect(steps.map((step) => [step.title, step.detail])).toEqual([
      ['Order placed', undefined],
      ['Paid', undefined],
      ['Shipped', 'No tracking number was given.'],
      ['Delivered', undefined],
      ['Refunded', 'Refunded $49.00.'],
    ]);

    const expired = { status: 'expired', at: '2026-11-24T11:00:00.000Z', note: null } as const;
    expect(timelineSteps(createOrder({ status: 'expired', events: [placed, expired] })).steps.at(-1)).toMatchObject({
      title: 'Expired',
      detail: 'Not paid in time; the tools went back on the shelf.',
    });
  });

  it('waits for payment or shipping while pending', () => {
    expect(timelineSteps(createOrder({ events: [placed] })).steps.at(-1)).toMatchObject({
      title: 'Payment',
      upcoming: true,
    });
    expect(
      timelineSteps(createOrder({ paid: true, reservedUntil: null, events: [placed, paid] })).steps.at(-1),
    ).toMatchObject({ title: 'Shipping', detail: 'Waiting to be shipped.', upcoming: true });
  });

  it('starts from the placing alone for an order known only from a list', () => {
    const { steps, complete } = timelineSteps(createOrder({ paid: true }));
    expect(complete).toBe(false);
    expect(steps).toEqual([{ key: 'placed-0', title: 'Order placed', at: '2026-11-24T10:00:00.000Z' }]);
  });
});
