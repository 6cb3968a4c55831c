import { formatOrderDay } from '@/client/lib/format-date-time';
import { Link, useRouter } from '@tanstack/react-router';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { Order } from '@/shared/answers/orders';
import { awaitsPayment } from '@/shared/order-payment';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { paidBack } from '../order-words';
import { LocationCell, OrderItemCell, StatusCell } from './order-cells';

/** An expired order's tool page, to order it again; for several tools, the order's page, which lists them. */
function OrderAgainLink({ order }: { order: Order }) {
  const className = 'btn-primary min-h-11 px-4 py-2';
  const label = `Order ${order.productName} again`;
  return order.productId ? (
    <Link to="/tools/$id" params={{ id: order.productId }} className={className} aria-label={label}>
      Order again
    </Link>
  ) : (
    <Link to="/dashboard/myOrders/$id" params={{ id: order._id }} className={className} aria-label={label}>
      Order again
    </Link>
  );
}

export function MyOrdersTable({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const cancelOrder = useCancelOrder();
  const router = useRouter();

  async function handleCancel(id: string) {
    const question = 'Are you sure you want to cancel this order?';
    // The spec's toast, in the words of what happens now: the order is kept, as cancelled.
    if (await confirmedAction(question, () => cancelOrder.mutateAsync(id), 'Your Order has been cancelled')) {
      await router.navigate({ to: '/dashboard' });
    }
  }

  const columns: Column<Order>[] = [
    {
      header: 'Name/quantity/price',
      cell: (order) => <OrderItemCell order={order} page="/dashboard/myOrders/$id" />,
    },
    { header: 'Location', cell: (order) => <LocationCell order={order} /> },
    { header: 'Date', cell: (order) => formatOrderDay(order.placedAt) },
    { header: 'Status', cell: (order) => <StatusCell order={order} /> },
    {
      header: 'Action',
      action: true,
      cell: (order) =>
        // As the shop allows: an unpaid order still holding its tools.
        !order.paid && order.status === 'pending' ? (
          <RowActionButton
            label={`Cancel ${order.productName}`}
            busy={cancelOrder.isPending}
            onClick={() => handleCancel(order._id)}
          >
            Cancel
          </RowActionButton>
        ) : (
          <span className="text-ink-muted">completed</span>
        ),
    },
    {
      header: 'Payment',
      action: true,
      cell: (order) =>
        order.paid ? (
          <>
            <span className="font-semibold text-brand">{paidBack(order) ? 'refunded' : 'paid'}</span>
            <span className="block break-all font-mono text-xs text-ink-muted">{order.transactionId}</span>
          </>
        ) : order.status === 'expired' ? (
          <OrderAgainLink order={order} />
        ) : awaitsPayment(order) ? (
          <Link
            to="/dashboard/payment/$id"
            params={{ id: order._id }}
            className="btn-primary min-h-11 px-4 py-2"
            aria-label={`Pay for ${order.productName}`}
          >
            Pay
          </Link>
        ) : null,
    },
  ];

  return (
    <DataTable
      label="My orders"
      what="your orders"
      columns={columns}
      list={orders}
      empty={
        <>
          <p>No orders available</p>
          <Link to="/" hash="tools" className="btn-primary mt-4">
            Browse the tools
          </Link>
        </>
      }
      fitsFrom="wide"
    />
  );
}
