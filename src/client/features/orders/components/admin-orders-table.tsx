import { formatOrderDay } from '@/client/lib/format-date-time';
import { Pager } from '@/client/components/ui/pager';
import { type Column, dangerButtonClass, DataTable } from '@/client/components/ui/data-table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { Order } from '@/shared/api-types';
import { useCancelOrder } from '../api/cancel-order';
import { useShipOrder } from '../api/ship-order';
import { useAllOrders } from '../api/get-all-orders';
import { LocationCell, OrderItemCell } from './order-cells';

export function AdminOrdersTable() {
  const { rows: orders, dataUpdatedAt, pager } = useAllOrders();
  const online = useOnlineStatus();
  const shipOrder = useShipOrder();
  const cancelOrder = useCancelOrder();

  const handleShip = (id: string) =>
    confirmedAction('Are you sure?want to make it Shipping', () => shipOrder.mutateAsync(id), 'order has been shipped');
  const handleCancel = (id: string) =>
    confirmedAction('Cancel this order?', () => cancelOrder.mutateAsync(id), 'Your Order has been deleted');

  const columns: Column<Order>[] = [
    { header: '#', cell: (_order, index) => pager.offset + index + 1 },
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
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-full bg-sun-soft px-4 text-xs font-bold uppercase tracking-wider text-ink hover:bg-sun focus-ring"
            disabled={!online || shipOrder.isPending}
            onClick={() => void handleShip(order._id)}
            aria-label={`pending: ship ${order.productName} for ${order.userName}`}
          >
            pending
          </button>
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
        <button
          type="button"
          className={dangerButtonClass}
          disabled={!online || cancelOrder.isPending}
          onClick={() => void handleCancel(order._id)}
          aria-label={`Cancel ${order.productName} for ${order.userName}`}
        >
          Cancel
        </button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="All orders"
        what="the orders"
        columns={columns}
        rows={orders}
        rowKey={(order) => order._id}
        empty="No orders available"
        savedAt={dataUpdatedAt}
        fitsFrom="wide"
      />
      <Pager pager={pager} label="All orders" />
    </>
  );
}
