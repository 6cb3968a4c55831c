import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { cellClass, dangerButtonClass, headCellClass, tableClass } from '@/client/components/ui/table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useCancelOrder, useShipOrder } from '../api/change-order';
import { useAllOrders } from '../api/get-orders';
import { LocationCell, OrderItemCell } from './order-cells';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export function AdminOrdersTable() {
  const { data: orders, dataUpdatedAt } = useAllOrders();
  const online = useOnlineStatus();
  const shipOrder = useShipOrder();
  const cancelOrder = useCancelOrder();

  const handleShip = (id: string) =>
    confirmedAction('Are you sure?want to make it Shipping', () => shipOrder.mutateAsync(id), 'order has been shipped');
  const handleCancel = (id: string) =>
    confirmedAction('Cancel this order?', () => cancelOrder.mutateAsync(id), 'Your Order has been deleted');

  if (orders.length === 0) return <p className="card p-8 text-center font-semibold text-ink">No orders available</p>;

  return (
    <>
      <OfflineChangesNotice what="the orders" savedAt={dataUpdatedAt} className="mb-4" />
      <div className="card overflow-x-auto">
        <table className={tableClass} aria-label="All orders">
          <thead>
            <tr>
              <th className={headCellClass}>#</th>
              <th className={headCellClass}>Name</th>
              <th className={headCellClass}>Location</th>
              <th className={headCellClass}>Date</th>
              <th className={headCellClass}>Status</th>
              <th className={headCellClass}>Action</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order, index) => (
              <tr key={order._id}>
                <td className={cellClass}>{index + 1}</td>
                <td className={cellClass}>
                  <OrderItemCell order={order} />
                  <span className="block text-xs text-ink-muted">
                    {order.userName} · {order.userEmail} · {order.paid ? 'paid' : 'unpaid'}
                  </span>
                </td>
                <td className={cellClass}>
                  <LocationCell order={order} />
                </td>
                <td className={cellClass}>{order.date}</td>
                <td className={cellClass}>
                  {order.status === 'pending' ? (
                    <button
                      type="button"
                      className="rounded-full bg-sun-soft px-3 py-1.5 text-xs font-bold uppercase tracking-wider text-ink hover:bg-sun focus-ring"
                      disabled={!online || shipOrder.isPending}
                      onClick={() => void handleShip(order._id)}
                      aria-label={`pending: ship ${order.productName} for ${order.userName}`}
                    >
                      pending
                    </button>
                  ) : (
                    <span className="font-semibold text-brand">Shipped</span>
                  )}
                </td>
                <td className={cellClass}>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    disabled={!online || cancelOrder.isPending}
                    onClick={() => void handleCancel(order._id)}
                    aria-label={`Cancel ${order.productName} for ${order.userName}`}
                  >
                    Cancel
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
