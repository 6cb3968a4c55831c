import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Order, Tool, User } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { placeOrderSchema } from '@/shared/schemas/order';
import { Notice } from '@/client/components/ui/notice';
import { ApiError, getErrorMessage, NetworkError } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { usePlaceOrder } from '../api/place-order';
import { type CheckoutDraft, checkoutDraft } from '../checkout-draft';
import { draftNoLongerFits, savedPriceAge, type ToolStock } from '../draft-freshness';
import { CheckoutToolGone } from './checkout-unavailable';
import { DeliveryFields, deliveryFieldOf, deliveryInput, deliveryStart } from './delivery-fields';

export function CheckoutForm({
  draft,
  tool,
  toolSavedAt,
  profile,
  onPlaced,
}: {
  draft: CheckoutDraft;
  tool: Pick<Tool, '_id' | 'img' | 'price'> & ToolStock;
  /** When the shop answered the tool shown, on this device's clock. */
  toolSavedAt: number;
  profile: User;
  onPlaced: (order: Order) => void;
}) {
  const online = useOnlineStatus();
  const placeOrder = usePlaceOrder();
  const [failure, setFailure] = useState<string>();
  // Shown from saved data, a retired tool is learnt of only when the order is refused with 404.
  const [toolGone, setToolGone] = useState(false);
  const { values, errors, field, handleSubmit } = useSchemaForm(
    placeOrderSchema,
    async (order) => {
      setFailure(undefined);
      onPlaced(await placeOrder.mutateAsync({ order, idempotencyKey: draft.idempotencyKey }));
    },
    {
      initialValues: deliveryStart(profile, draft),
      toInput: (delivery) => ({
        productId: draft.toolId,
        productQuantity: draft.quantity,
        ...deliveryInput(delivery),
      }),
      fieldOf: deliveryFieldOf,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) return setToolGone(true);
        setFailure(
          error instanceof NetworkError
            ? 'The order could not be sent: you seem to be offline. Your details are kept; try again when you are back online.'
            : getErrorMessage(error),
        );
        // Out of stock: the chosen quantity cannot be bought. Too many unpaid orders: the draft waits for one to be paid.
        if (error instanceof ApiError && error.status === 409 && error.code !== 'too_many_unpaid')
          checkoutDraft.clear();
      },
    },
  );
  // What is typed is kept with the draft, so that a reload or a lost connection never loses it.
  useEffect(() => checkoutDraft.saveTyped(values), [values]);
  const quantityProblem = errors.productQuantity;
  const changed = draftNoLongerFits(draft, tool);
  const priceAge = savedPriceAge(toolSavedAt, Date.now());
  if (toolGone) return <CheckoutToolGone />;

  return (
    <div className="page-container grid gap-8 py-10 lg:grid-cols-[3fr_2fr]">
      <form
        noValidate
        onSubmit={handleSubmit}
        className="card grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
        aria-labelledby="checkout-title"
      >
        <h1 id="checkout-title" className="font-display text-3xl font-bold text-ink sm:col-span-2">
          Delivery details
        </h1>
        {!online && (
          <Notice kind="status" className="sm:col-span-2">
            You are offline. Placing an order needs a connection; what you typed is kept until you are back.
          </Notice>
        )}
        {changed && (
          <Notice kind="alert" className="sm:col-span-2">
            This tool changed since you chose it. {changed}{' '}
            <Link
              to="/tools/$id"
              params={{ id: tool._id }}
              className="font-semibold underline"
              onClick={() => checkoutDraft.clear()}
            >
              Choose again
            </Link>
          </Notice>
        )}
        {(failure ?? quantityProblem) && (
          <Notice kind="alert" className="sm:col-span-2">
            {failure ?? quantityProblem}
          </Notice>
        )}
        <DeliveryFields profile={profile} field={field} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-accent w-full sm:w-auto"
            disabled={!online || placeOrder.isPending || changed !== undefined}
          >
            {placeOrder.isPending ? 'Placing your order…' : 'proceed & checkout'}
          </button>
        </div>
      </form>
      <aside aria-labelledby="summary-title" className="card h-fit p-6 sm:p-8">
        <h2 id="summary-title" className="font-display text-2xl font-bold text-ink">
          Order summary
        </h2>
        <div className="mt-5 flex items-center gap-4">
          <img src={tool.img} alt="" width="96" height="72" className="h-18 w-24 rounded-lg bg-cream object-cover" />
          <p className="font-semibold text-ink">{tool.name}</p>
        </div>
        <dl className="mt-5 space-y-2 border-t border-slate-200 pt-5">
          <div className="flex justify-between">
            <dt className="text-ink-muted">Quantity</dt>
            <dd className="font-semibold text-ink">{draft.quantity}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-muted">Price</dt>
            <dd className="font-semibold text-ink">{formatDollars(tool.price)}</dd>
          </div>
          {priceAge && <p className="text-right text-sm text-ink-muted">{priceAge}; the shop charges today’s price</p>}
          <div className="flex justify-between border-t border-slate-200 pt-3 text-lg">
            <dt className="font-bold text-ink">Total</dt>
            <dd className="font-bold text-ink" data-testid="checkout-total">
              {formatDollars(tool.price * draft.quantity)}
            </dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
