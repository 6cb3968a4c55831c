import type { Order } from '@/shared/answers/orders';
import { useOrder } from '../api/get-order';
import { paidBack, parcelInWords } from '../order-words';
import { AdminOrderButtons, canShip, useAdminOrderChanges } from './admin-order-actions';
import { AddressCard, OrderCard } from './order-parts';
import { OrderSheet } from './order-sheet';
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
    <OrderSheet
      order={order}
      savedAt={dataUpdatedAt}
      moves={
        <div className="mt-4">
          {/* A cancelled order stays, with its timeline: the page shows it as the shop keeps it. */}
          <AdminOrderButtons order={order} changes={changes} />
        </div>
      }
      beforeLines={
        canShip(order) && (
          <OrderCard title="Ship this order">
            <ShipOrderForm key={order._id} order={order} />
          </OrderCard>
        )
      }
      facts={
        <>
          <CustomerCard order={order} />
          <AddressCard order={order} />
          <PaymentCard order={order} />
        </>
      }
    />
  );
}
