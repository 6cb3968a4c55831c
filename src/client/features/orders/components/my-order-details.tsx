import { Link } from '@tanstack/react-router';
import type { Order } from '@/shared/answers/orders';
import { awaitsPayment } from '@/shared/order-payment';
import { useOrder } from '../api/get-order';
import { orderStage, paidBack, parcelInWords } from '../order-words';
import { AddressCard, OrderCard } from './order-parts';
import { OrderSheet } from './order-sheet';

/**
 * What the customer can do next with the order: pay it while it is owed (held for them, or shipped before it
 * was paid), or order its tools again.
 */
function NextMove({ order }: { order: Order }) {
  const stage = orderStage(order);
  if (awaitsPayment(order)) {
    return (
      <Link to="/dashboard/payment/$id" params={{ id: order._id }} className="btn-primary mt-4">
        Pay for this order
      </Link>
    );
  }
  if (stage !== 'expired') return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {order.items.map((line) => (
        <Link key={line.productId} to="/tools/$id" params={{ id: line.productId }} className="btn-outline">
          Order {line.productName} again
        </Link>
      ))}
    </div>
  );
}

function PaymentFacts({ order }: { order: Order }) {
  return (
    <OrderCard title="Payment">
      {order.paid ? (
        <>
          <p className="font-semibold text-brand">{paidBack(order) ? 'Paid, then refunded' : 'Paid'}</p>
          <p className="mt-1 break-all font-mono text-xs text-ink-muted">{order.transactionId}</p>
        </>
      ) : (
        <p className="text-ink">Not paid</p>
      )}
    </OrderCard>
  );
}

/** Shipped now or before it was refunded: the order's status, its timeline, or the parcel's details say so. */
const wasShipped = (order: Order) =>
  order.status === 'shipped' ||
  order.status === 'delivered' ||
  Boolean(order.events?.some((event) => event.status === 'shipped') || parcelInWords(order));

function ShippingFacts({ order }: { order: Order }) {
  const shipped = wasShipped(order);
  const stillMay = order.status === 'pending';
  return (
    <OrderCard title="Shipping">
      {shipped ? (
        <dl className="space-y-1 text-ink">
          <div>
            <dt className="inline text-ink-muted">Carrier: </dt>
            <dd className="inline font-semibold">{order.carrier ?? 'not given'}</dd>
          </div>
          <div>
            <dt className="inline text-ink-muted">Tracking number: </dt>
            <dd className="inline break-all font-mono">{order.trackingNumber ?? 'not given'}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink">{stillMay ? 'Not shipped yet.' : 'Not shipped.'}</p>
      )}
    </OrderCard>
  );
}

/** A customer's own order: its tools, where it goes, its payment and shipping, and its timeline. */
export function MyOrderDetails({ id }: { id: string }) {
  const { data: order, dataUpdatedAt } = useOrder(id);
  return (
    <OrderSheet
      order={order}
      savedAt={dataUpdatedAt}
      moves={<NextMove order={order} />}
      facts={
        <>
          <AddressCard order={order} />
          <PaymentFacts order={order} />
          <ShippingFacts order={order} />
        </>
      }
    />
  );
}
