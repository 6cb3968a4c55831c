import type { Order, OrderLine } from '@/shared/answers/orders';
import { factory } from './factory';

export const rollerId = '6f1c1b9e-4a53-4c51-9d4e-2f7f0c1a7e01';

/** Two of a roller kit at $12.50: a line as the API answers it. */
export const rollerLine: OrderLine = {
  productId: rollerId,
  productName: 'Roller kit',
  quantity: 2,
  refundedQuantity: 0,
  price: 12.5,
  total: 25,
};

/** An order as the API answers it: one line, unpaid, untaxed and delivered for nothing. */
export const createOrder = factory<Order>({
  _id: '0b6f5f0e-7d7e-4a8e-8a43-3d1c6b5f2a10',
  userName: 'Robin Roller',
  userEmail: 'robin@example.com',
  productId: rollerId,
  productName: 'Roller kit',
  productQuantity: 2,
  price: 12.5,
  subtotal: 25,
  tax: 0,
  taxState: null,
  taxPercent: 0,
  delivery: 0,
  deliveryMethod: 'ship',
  totalPrice: 25,
  refunded: 0,
  number: null,
  items: [rollerLine],
  userAddress: '7 Ladder Lane',
  userState: 'ME',
  userZip: '04101',
  date: '1/3/2026',
  placedAt: '2026-03-01T12:00:00.000Z',
  status: 'pending',
  reservedUntil: '2026-03-01T12:30:00.000Z',
  paid: false,
  transactionId: null,
  carrier: null,
  trackingNumber: null,
});
