import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './schemas/order';
import { awaitsPayment } from './order-payment';

describe('awaitsPayment', () => {
  it('is owed while unpaid and not given up: pending, and shipped or delivered before it was paid', () => {
    const owed = (status: OrderStatus, paid = false) => awaitsPayment({ status, paid });
    expect(owed('pending')).toBe(true);
    expect(owed('shipped')).toBe(true);
    expect(owed('delivered')).toBe(true);
    expect(owed('expired')).toBe(false);
    expect(owed('cancelled')).toBe(false);
    expect(owed('pending', true)).toBe(false);
    expect(owed('shipped', true)).toBe(false);
    expect(owed('refunded', true)).toBe(false);
  });
});
