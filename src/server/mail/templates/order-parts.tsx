import type { MailOrder } from '../messages';
import { Fact } from './layout';
import { LinesTable } from './lines-table';

/** The order's lines and total; the receipt's table. */
export function OrderLines({ order }: { order: MailOrder }) {
  const lines = order.lines.map((line) => ({ ...line, name: line.productName }));
  return <LinesTable what="Tool" lines={lines} sums={[['Total', order.totalCents]]} />;
}

export function DeliveryAddress({ order, label = 'Delivery address' }: { order: MailOrder; label?: string }) {
  return <Fact label={label} lines={[order.customerName, order.address, `${order.state} ${order.zip}`]} />;
}
