import { useState } from 'react';
import { formatOrderDay } from '@/client/lib/format-date-time';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import type { Order } from '@/shared/answers/orders';
import { useAllOrders } from '../api/get-all-orders';
import { AdminOrderButtons, useAdminOrderChanges } from './admin-order-actions';
import { LocationCell, OrderItemCell } from './order-cells';
import { StageBadge } from './order-parts';
import { ShipOrderDialog } from './ship-order-form';

/** Every order, newest first; each opens its page, and is shipped, marked delivered, refunded or cancelled from its row. */
export function AdminOrdersTable() {
  const orders = useAllOrders();
  const changes = useAdminOrderChanges();
  const [shipping, setShipping] = useState<Order>();

  const columns: Column<Order>[] = [
    { header: '#', cell: (_order, index) => orders.pager.offset + index + 1 },
    {
      header: 'Name',
      cell: (order) => (
        <>
          <OrderItemCell order={order} page="/dashboard/orders/$id" />
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
      // The spec's clickable 'pending' badge, under the order's stage: it asks, then ships (with a carrier
      // and tracking number if known).
      cell: (order) => (
        <div className="flex flex-col items-start gap-1">
          <StageBadge order={order} />
          {order.status === 'pending' && (
            <button
              type="button"
              className="min-h-11 rounded-full border border-slate-300 bg-white px-3 text-xs font-bold tracking-wide text-ink"
              aria-label={`pending: make ${order.productName} for ${order.userName} shipping`}
              onClick={() => setShipping(order)}
            >
              pending
            </button>
          )}
        </div>
      ),
    },
    {
      header: 'Action',
      action: true,
      // Two buttons side by side where the table fits (Refund and Cancel the widest pair); a third wraps.
      className: 'min-w-[13rem]',
      cell: (order) => <AdminOrderButtons order={order} changes={changes} onShip={() => setShipping(order)} />,
    },
  ];

  return (
    <>
      <DataTable
        label="All orders"
        what="the orders"
        columns={columns}
        list={orders}
        empty="No orders available"
        fitsFrom="wide"
      />
      <ShipOrderDialog order={shipping} onClose={() => setShipping(undefined)} />
    </>
  );
}
