import { describe, expect, it } from 'vitest';
import { type Books, orderTotals } from './order-totals';

const books: Books = {
  tax: {
    rates: [
      { state: 'WA', percent: 6.5, painting: true },
      { state: 'OR', percent: 2, painting: false },
    ],
  },
  delivery: { flat: 9.5, freeFrom: 150, pickup: true },
};

describe('an order’s totals before it is placed', () => {
  it('are its tools, the tax of the address’s state rounded half-up, and delivery, as the shop prices them', () => {
    // The server's test of the same order: $38.97 in Washington is $2.53 of tax and $9.50 of delivery.
    expect(orderTotals(3897, books, { state: 'Washington', method: 'ship' })).toEqual({
      subtotalCents: 3897,
      taxCents: 253,
      taxState: 'WA',
      taxPercent: 6.5,
      deliveryCents: 950,
      totalCents: 5100,
    });
    expect(
      orderTotals(
        10,
        { ...books, tax: { rates: [{ state: 'WA', percent: 5, painting: true }] } },
        {
          state: 'wa',
          method: 'ship',
        },
      ).taxCents,
    ).toBe(1);
  });

  it('of a pickup are taxed as the shop’s state and pay no delivery; from the free-from amount delivery is free', () => {
    expect(orderTotals(1000, books, { state: 'WA', method: 'pickup' })).toMatchObject({
      taxCents: 20,
      taxState: 'OR',
      deliveryCents: 0,
      totalCents: 1020,
    });
    expect(orderTotals(15_000, books, { state: 'Texas', method: 'ship' })).toMatchObject({
      taxCents: 0,
      taxState: null,
      deliveryCents: 0,
      totalCents: 15_000,
    });
  });
});
