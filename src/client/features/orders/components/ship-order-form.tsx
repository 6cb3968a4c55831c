import { useEffect, useRef } from 'react';
import type { Order } from '@/shared/answers/orders';
import { orderStatusSchema } from '@/shared/schemas/order';
import { TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** Ships a pending order, with the carrier and tracking number when the admin has them (both may stay empty). */
export function ShipOrderForm({
  order,
  onShipped,
  onDismiss,
}: {
  order: Order;
  onShipped?: () => void;
  onDismiss?: () => void;
}) {
  const online = useOnlineStatus();
  const updateStatus = useUpdateOrderStatus();
  const { field, handleSubmit, pending } = useSchemaForm(
    orderStatusSchema,
    async (change) => {
      await updateStatus.mutateAsync({ id: order._id, change });
      toast.success('order has been shipped');
      onShipped?.();
    },
    {
      initialValues: { carrier: '', trackingNumber: '' },
      // Left empty, a field is not sent: the shop keeps no empty carrier.
      toInput: ({ carrier, trackingNumber }) => ({
        status: 'shipped',
        ...(carrier.trim() ? { carrier } : {}),
        ...(trackingNumber.trim() ? { trackingNumber } : {}),
      }),
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={`Ship ${order.productName}`}>
      <fieldset disabled={!online || pending} className="grid gap-3 sm:grid-cols-2">
        <TextField label="Carrier (optional)" autoComplete="off" maxLength={60} {...field('carrier')} />
        <TextField label="Tracking number (optional)" autoComplete="off" maxLength={60} {...field('trackingNumber')} />
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={!online || pending}>
          {pending ? 'Shipping…' : 'Ship order'}
        </button>
        {onDismiss && (
          <button type="button" className="btn-outline" onClick={onDismiss}>
            Not now
          </button>
        )}
      </div>
    </form>
  );
}

/** The ship form over a table of orders, for the order chosen in a row; closes once it shipped. */
export function ShipOrderDialog({ order, onClose }: { order: Order | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (order && !dialog.current?.open) dialog.current?.showModal();
    if (!order) dialog.current?.close();
  }, [order]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="ship-order-title"
      onClose={onClose}
      className="card w-[min(32rem,calc(100vw-2rem))] p-6 backdrop:bg-ink/50"
    >
      {order && (
        <>
          <h2 id="ship-order-title" className="font-display text-xl font-bold text-ink">
            Ship {order.productName} to {order.userName}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {order.userAddress}, {order.userState} {order.userZip}
          </p>
          <p className="mb-4 mt-3 text-ink">Are you sure?want to make it Shipping</p>
          <ShipOrderForm key={order._id} order={order} onShipped={onClose} onDismiss={onClose} />
        </>
      )}
    </dialog>
  );
}
