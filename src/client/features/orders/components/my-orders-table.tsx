import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { Link, useRouter } from '@tanstack/react-router';
import { cellClass, dangerButtonClass, headCellClass, tableClass } from '@/client/components/ui/table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useCancelOrder } from '../api/change-order';
import { useMyOrders } from '../api/get-orders';
import { LocationCell, OrderItemCell } from './order-cells';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export function MyOrdersTable({ email }: { email: string }) {
  const { data: orders, dataUpdatedAt } = useMyOrders(email);
  const online = useOnlineStatus();
  const cancelOrder = useCancelOrder();
  const router = useRouter();

  async function handleCancel(id: string) {
    if (
      await confirmedAction(
        'Are you sure you want to cancel this order?',
        () => cancelOrder.mutateAsync(id),
        'Your Order has been deleted',
      )
    ) {
      await router.navigate({ to: '/dashboard' });
    }
  }

  if (orders.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold text-ink">No orders available</p>
        <Link to="/" hash="tools" className="btn-primary mt-4">
          Browse the tools
        </Link>
      </div>
    );
  }

  return (
    <>
      <OfflineChangesNotice what="your orders" savedAt={dataUpdatedAt} className="mb-4" />
      <div className="card overflow-x-auto">
        <table className={tableClass} aria-label="My orders">
          <thead>
            <tr>
              <th className={headCellClass}>Name/quantity/price</th>
              <th className={headCellClass}>Location</th>
              <th className={headCellClass}>Date</th>
              <th className={headCellClass}>Status</th>
              <th className={headCellClass}>Action</th>
              <th className={headCellClass}>Payment</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <td className={cellClass}>
                  <OrderItemCell order={order} />
                </td>
                <td className={cellClass}>
                  <LocationCell order={order} />
                </td>
                <td className={cellClass}>{order.date}</td>
                <td className={`${cellClass} capitalize`}>{order.status}</td>
                <td className={cellClass}>
                  {order.status === 'pending' && !order.paid ? (
                    <button
                      type="button"
                      className={dangerButtonClass}
                      disabled={!online || cancelOrder.isPending}
                      onClick={() => void handleCancel(order._id)}
                      aria-label={`Cancel ${order.productName}`}
                    >
                      Cancel
                    </button>
                  ) : (
                    <span className="text-ink-muted">completed</span>
                  )}
                </td>
                <td className={cellClass}>
                  {order.paid ? (
                    <>
                      <span className="font-semibold text-brand">paid</span>
                      <span className="block break-all font-mono text-xs text-ink-muted">{order.transactionId}</span>
                    </>
                  ) : (
                    <Link
                      to="/dashboard/payment/$id"
                      params={{ id: order._id }}
                      className="btn-primary min-h-11 px-4 py-2"
                      aria-label={`Pay for ${order.productName}`}
                    >
                      Pay
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
