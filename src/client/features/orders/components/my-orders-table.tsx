import { formatOrderDay } from '@/client/lib/format-date-time';
import { Link, useRouter } from '@tanstack/react-router';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { Order } from '@/shared/api-types';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { LocationCell, OrderItemCell, StatusCell } from './order-cells';

export function MyOrdersTable({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const cancelOrder = useCancelOrder();
  const router = useRouter();

  async function handleCancel(id: string) {
    const question = 'Are you sure you want to cancel this order?';
    if (await confirmedAction(question, () => cancelOrder.mutateAsync(id), 'Your Order has been deleted')) {
      await router.navigate({ to: '/dashboard' });
    }
  }

  const columns: Column<Order>[] = [
    { header: 'Name/quantity/price', cell: (order) => <OrderItemCell order={order} /> },
    { header: 'Location', cell: (order) => <LocationCell order={order} /> },
    { header: 'Date', cell: (order) => formatOrderDay(order.placedAt) },
    { header: 'Status', cell: (order) => <StatusCell order={order} /> },
    {
      header: 'Action',
      action: true,
      cell: (order) =>
        order.status !== 'shipped' && !order.paid ? (
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
            <span className="font-semibold text-brand">paid</span>
            <span className="block break-all font-mono text-xs text-ink-muted">{order.transactionId}</span>
          </>
        ) : order.status === 'expired' ? (
          <Link
            to="/tools/$id"
            params={{ id: order.items[0]!.productId }}
            className="btn-primary min-h-11 px-4 py-2"
            aria-label={`Order ${order.productName} again`}
          >
            Order again
          </Link>
        ) : (
          <Link
            to="/dashboard/payment/$id"
            params={{ id: order._id }}
            className="btn-primary min-h-11 px-4 py-2"
            aria-label={`Pay for ${order.productName}`}
          >
            Pay
          </Link>
        ),
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
