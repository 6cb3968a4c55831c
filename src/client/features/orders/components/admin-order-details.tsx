import type { Order } from '@/shared/api-types';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { useOrder } from '../api/get-order';
import { paidBack, parcelInWords, stageExplained } from '../order-words';
import { AdminOrderButtons, canShip, useAdminOrderChanges } from './admin-order-actions';
import { AddressCard, OrderCard, OrderHeading, OrderLines } from './order-parts';
import { OrderTimeline } from './order-timeline';
import { ShipOrderForm } from './ship-order-form';

function CustomerCard({ order }: { order: Order }) {
  return (
    <OrderCard title="Customer">
      <p className="font-semibold text-ink">{order.userName}</p>
      <a
        href={`mailto:${order.userEmail}`}
        className="inline-flex min-h-11 items-center break-all text-brand underline underline-offset-4 focus-ring"
      >
        {order.userEmail}
      </a>
    </OrderCard>
  );
}

function PaymentCard({ order }: { order: Order }) {
  const parcel = parcelInWords(order);
  return (
    <OrderCard title="Payment">
      <p className={`font-semibold ${order.paid ? 'text-brand' : 'text-ink'}`}>
        {order.paid ? (paidBack(order) ? 'Paid, then refunded' : 'Paid') : 'Not paid'}
      </p>
      {order.transactionId && (
        <p className="mt-1 text-sm text-ink-muted">
          Transaction <span className="break-all font-mono text-xs">{order.transactionId}</span>
        </p>
      )}
      {parcel && <p className="mt-2 text-sm text-ink">Parcel: {parcel}</p>}
    </OrderCard>
  );
}

/**
 * An order as the admin handles it on a tablet: its stage and actions first, the ship form while it may
 * ship, then its tools, customer, address, payment and timeline. Offline it is read-only, and says why.
 */
export function AdminOrderDetails({ id }: { id: string }) {
  const { data: order, dataUpdatedAt } = useOrder(id);
  const changes = useAdminOrderChanges();
  return (
    <div className="space-y-4">
      <OfflineChangesNotice what="this order" savedAt={dataUpdatedAt} />
      <OrderHeading order={order}>
        <p className="mt-3 text-ink">{stageExplained(order)}</p>
        <div className="mt-4">
          {/* A cancelled order stays, with its timeline: the page shows it as the shop keeps it. */}
          <AdminOrderButtons order={order} changes={changes} />
        </div>
      </OrderHeading>
      {canShip(order) && (
        <OrderCard title="Ship this order">
          <ShipOrderForm key={order._id} order={order} />
        </OrderCard>
      )}
      <div className="card p-5 sm:p-6">
        <OrderLines order={order} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <CustomerCard order={order} />
        <AddressCard order={order} />
        <PaymentCard order={order} />
      </div>
      <OrderTimeline order={order} />
    </div>
  );
}
