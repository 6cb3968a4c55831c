import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '@/shared/answers/orders';
import { formatDollars } from '@/shared/money';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useCancelOrder } from '../api/cancel-order';
import { refundMutationKey } from '../api/refund-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { RefundDialog } from './refund-dialog';

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

/** Cancelling a paid order refunds it in the same move: the question says so, and how much. */
function cancelQuestion(order: Order) {
  return order.paid
    ? `Cancel this order and refund ${rest(order)} to ${order.userName}? ${restWords(order)}${stockBack(order)}`
    : `Cancel this order?${stockBack(order)}`;
}

/** The admin's changes to an order after asking (delivered, refund, cancel), with their notices. */
export function useAdminOrderChanges() {
  const updateStatus = useUpdateOrderStatus();
  // The refund dialog's own change: the row's buttons wait for it too.
  const refund = useIsMutating({ mutationKey: refundMutationKey }) > 0;
  const cancel = useCancelOrder();
  return {
    busy: updateStatus.isPending || refund || cancel.isPending,
    markDelivered: (order: Order) =>
      confirmedAction(
        `Mark ${order.productName} for ${order.userName} delivered?`,
        () => updateStatus.mutateAsync({ id: order._id, change: { status: 'delivered' } }),
        'The order is marked delivered',
      ),
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
 * opens the ship form), Mark delivered, Refund (which opens the refund dialog) and Cancel, those the order's stage
 * allows.
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
  const [refunding, setRefunding] = useState(false);
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
          onClick={() => setRefunding(true)}
          className={looks.refund}
        >
          Refund
        </RowActionButton>
      )}
      {refunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
      {canCancel(order) && (
        <RowActionButton label={`Cancel ${who}`} busy={changes.busy} onClick={() => changes.cancel(order)}>
          Cancel
        </RowActionButton>
      )}
    </div>
  );
}
