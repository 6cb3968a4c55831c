import { formatOrderDay } from '@/client/lib/format-date-time';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { Order } from '@/shared/api-types';
import { useCancelOrder } from '../api/cancel-order';
import { useShipOrder } from '../api/ship-order';
import { useAllOrders } from '../api/get-all-orders';
import { LocationCell, OrderItemCell } from './order-cells';

export function AdminOrdersTable() {
  const orders = useAllOrders();
  const shipOrder = useShipOrder();
  const cancelOrder = useCancelOrder();

  const handleShip = (id: string) =>
    confirmedAction('Are you sure?want to make it Shipping', () => shipOrder.mutateAsync(id), 'order has been shipped');
  const handleCancel = (id: string) =>
    confirmedAction('Cancel this order?', () => cancelOrder.mutateAsync(id), 'Your Order has been deleted');

  const columns: Column<Order>[] = [
    { header: '#', cell: (_order, index) => orders.pager.offset + index + 1 },
    {
      header: 'Name',
      cell: (order) => (
        <>
          <OrderItemCell order={order} />
          <span className="block text-xs text-ink-muted">
            {order.userName} · {order.userEmail} · {order.paid ? 'paid' : 'unpaid'}
          </span>
        </>
      ),
    },
    { header: 'Location', cell: (order) => <LocationCell order={order} /> },
    { header: 'Date', cell: (order) => formatOrderDay(order.placedAt) },
    {
      header: 'Status',
      action: true,
      cell: (order) =>
        order.status === 'pending' ? (
          <RowActionButton
            label={`pending: ship ${order.productName} for ${order.userName}`}
            busy={shipOrder.isPending}
            onClick={() => handleShip(order._id)}
            className="inline-flex min-h-11 items-center rounded-full bg-sun-soft px-4 text-xs font-bold uppercase tracking-wider text-ink hover:bg-sun focus-ring"
          >
            pending
          </RowActionButton>
        ) : order.status === 'expired' ? (
          <span className="font-semibold text-accent">Expired</span>
        ) : (
          <span className="font-semibold text-brand">Shipped</span>
        ),
    },
    {
      header: 'Action',
      action: true,
      cell: (order) => (
        <RowActionButton
          label={`Cancel ${order.productName} for ${order.userName}`}
          busy={cancelOrder.isPending}
          onClick={() => handleCancel(order._id)}
        >
          Cancel
        </RowActionButton>
      ),
    },
  ];

  return (
    <DataTable
      label="All orders"
      what="the orders"
      columns={columns}
      list={orders}
      empty="No orders available"
      fitsFrom="wide"
    />
  );
}
