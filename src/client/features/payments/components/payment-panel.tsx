import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Order } from '@/shared/answers/orders';
import { awaitsPayment } from '@/shared/order-payment';
import { Notice } from '@/client/components/ui/notice';
import { recordPayment } from '../api/record-payment';
import { CardPayment, type Payer } from './card-payment';

/** An expired order's tool page, to order it again; for several tools, the order's page, which lists them. */
function OrderAgain({ order }: { order: Order }) {
  return order.productId ? (
    <Link to="/tools/$id" params={{ id: order.productId }} className="btn-primary">
      Order {order.productName} again
    </Link>
  ) : (
    <Link to="/dashboard/myOrders/$id" params={{ id: order._id }} className="btn-primary">
      See the tools to order again
    </Link>
  );
}

/**
 * The payment page's body: who pays for what (`lines`: the order's tools and total), the card form, and
 * what the connection allows.
 */
export function PaymentPanel({
  order,
  lines,
  payer,
  onPaid,
  onMovedOn,
}: {
  order: Order;
  lines: ReactNode;
  payer: Payer;
  onPaid: () => void;
  /** The shop refused to start a payment: the order moved on (paid elsewhere, expired, cancelled) since it was read. */
  onMovedOn: () => void;
}) {
  const payable = awaitsPayment(order);

  return (
    <div className="card max-w-2xl p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Hello, {payer.name}</h2>
      <p className="mt-2 text-lg text-ink">Payment for {order.productName}</p>
      <div className="mt-4 rounded-xl bg-cream p-4">{lines}</div>
      <div className="mt-6 space-y-4">
        {order.paid ? (
          <p role="status" className="rounded-xl bg-brand-soft p-5 font-semibold text-brand">
            {order.status === 'refunded' || order.status === 'cancelled'
              ? 'This order was paid, then refunded.'
              : 'This order is paid.'}{' '}
            Transaction id: <span className="break-all font-mono">{order.transactionId}</span>
          </p>
        ) : !payable ? (
          <>
            <Notice kind="alert">
              {order.status === 'expired'
                ? 'This order was not paid in time and its tools went back on the shelf. Please order again.'
                : 'This order was cancelled and can no longer be paid.'}
            </Notice>
            <OrderAgain order={order} />
          </>
        ) : (
          <CardPayment
            subject={{ orderId: order._id }}
            amount={order.totalPrice}
            payer={payer}
            record={(transactionId) => recordPayment(order._id, transactionId)}
            onPaid={onPaid}
            onMovedOn={onMovedOn}
          />
        )}
      </div>
    </div>
  );
}
