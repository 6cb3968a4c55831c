import type { OrderStatus } from './schemas/order';

/**
 * Whether the customer still owes an order and may pay it: unpaid, and neither expired nor cancelled. An
 * order the shop shipped (or delivered) before it was paid is still owed: its pay link stays.
 */
export const awaitsPayment = (order: { paid: boolean; status: OrderStatus }) =>
  !order.paid && (order.status === 'pending' || order.status === 'shipped' || order.status === 'delivered');
