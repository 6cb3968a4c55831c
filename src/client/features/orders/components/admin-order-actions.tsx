import type { Order } from '@/shared/answers/orders';
import { formatDollars } from '@/shared/money';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { newIdempotencyKey } from '@/client/lib/api-client';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useCancelOrder } from '../api/cancel-order';
import { useRefundOrder } from '../api/refund-order';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** What an admin may still do with an order: the shop refuses the rest (409) all the same. */
export const canShip = (order: Order) => order.status === 'pending';
export const canMarkDelivered = (order: Order) => order.status === 'shipped';
export const canRefund = (order: Order) => order.paid && order.status !== 'refunded' && order.status !== 'cancelled';
/** Until it is delivered; an order that ended (expired, refunded, cancelled) has nothing left to cancel. */
export const canCancel = (order: Order) => order.status === 'pending' || order.status === 'shipped';

/** Refunding or cancelling puts back on the shelf what has not left it. */
const stockBack = (order: Order) => (order.status === 'pending' ? ' Its tools go back on the shelf.' : '');

/** What a whole refund gives back: the payment less what partial refunds gave already. */
const rest = (order: Order) => formatDollars(order.totalPrice - order.refunded);
const restWords = (order: Order) =>
  order.refunded > 0
    ? 'The rest of the payment goes back to their card.'
    : 'The whole payment goes back to their card.';

function refundQuestion(order: Order) {
  return `Refund ${rest(order)} to ${order.userName}? ${restWords(order)}${stockBack(order)}`;
}

/** Cancelling a paid order refunds it in the same move: the question says so, and how much. */
function cancelQuestion(order: Order) {
  return order.paid
    ? `Cancel this order and refund ${rest(order)} to ${order.userName}? ${restWords(order)}${stockBack(order)}`
    : `Cancel this order?${stockBack(order)}`;
}

/** The admin's changes to an order after asking (delivered, refund, cancel), with their notices. */
export function useAdminOrderChanges() {
  const updateStatus = useUpdateOrderStatus();
  const refund = useRefundOrder();
  const cancel = useCancelOrder();
  return {
    busy: updateStatus.isPending || refund.isPending || cancel.isPending,
    markDelivered: (order: Order) =>
      confirmedAction(
        `Mark ${order.productName} for ${order.userName} delivered?`,
        () => updateStatus.mutateAsync({ id: order._id, change: { status: 'delivered' } }),
        'The order is marked delivered',
      ),
    refund: (order: Order) => {
      // One key per click: the retries of this click are the same refund to the shop.
      const idempotencyKey = newIdempotencyKey();
      return confirmedAction(
        refundQuestion(order),
        () => refund.mutateAsync({ id: order._id, idempotencyKey }),
        `${rest(order)} refunded to ${order.userName}`,
      );
    },
    cancel: (order: Order) =>
      confirmedAction(
        cancelQuestion(order),
        () => cancel.mutateAsync(order._id),
        order.paid
          ? `The order has been cancelled and ${rest(order)} refunded to ${order.userName}`
          : 'The order has been cancelled',
      ),
  };
}

const looks = {
  ship: 'btn min-h-11 bg-brand px-4 py-2 text-white hover:bg-ink',
  delivered: 'btn-outline min-h-11 px-4 py-2',
  refund: 'btn min-h-11 border-2 border-accent px-4 py-2 text-accent hover:(bg-accent text-white)',
};

/**
 * An order's actions as buttons of a full touch target, each named in full for screen readers: Ship (which
 * opens the ship form), Mark delivered, Refund and Cancel, those the order's stage allows.
 */
export function AdminOrderButtons({
  order,
  changes,
  onShip,
}: {
  order: Order;
  changes: ReturnType<typeof useAdminOrderChanges>;
  /** Absent where the ship form is in view already. */
  onShip?: () => void;
}) {
  const who = `${order.productName} for ${order.userName}`;
  return (
    <div className="flex flex-wrap gap-2">
      {onShip && canShip(order) && (
        <RowActionButton label={`Ship ${who}`} busy={changes.busy} onClick={onShip} className={looks.ship}>
          Ship
        </RowActionButton>
      )}
      {canMarkDelivered(order) && (
        <RowActionButton
          label={`Mark ${who} delivered`}
          busy={changes.busy}
          onClick={() => changes.markDelivered(order)}
          className={looks.delivered}
        >
          Mark delivered
        </RowActionButton>
      )}
      {canRefund(order) && (
        <RowActionButton
          label={`Refund ${who}`}
          busy={changes.busy}
          onClick={() => changes.refund(order)}
          className={looks.refund}
        >
          Refund
        </RowActionButton>
      )}
      {canCancel(order) && (
        <RowActionButton label={`Cancel ${who}`} busy={changes.busy} onClick={() => changes.cancel(order)}>
          Cancel
        </RowActionButton>
      )}
    </div>
  );
}
