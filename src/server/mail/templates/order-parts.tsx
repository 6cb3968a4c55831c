import { taxLabel } from '@/shared/order-totals';
import type { MailOrder } from '../messages';
import { Fact } from './layout';
import { LinesTable } from './lines-table';

/** The order's lines and its sums (subtotal, tax, delivery, total); the receipt's table. */
export function OrderLines({ order }: { order: MailOrder }) {
  const lines = order.lines.map((line) => ({ ...line, name: line.productName }));
  const sums: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    [taxLabel(order.taxState, order.taxPercent), order.taxCents],
    [order.pickup ? 'Pickup' : 'Delivery', order.deliveryCents],
    ['Total', order.totalCents],
  ];
  return <LinesTable what="Tool" lines={lines} sums={sums} />;
}

export function DeliveryAddress({ order, label = 'Delivery address' }: { order: MailOrder; label?: string }) {
  return <Fact label={label} lines={[order.customerName, order.address, `${order.state} ${order.zip}`]} />;
}
