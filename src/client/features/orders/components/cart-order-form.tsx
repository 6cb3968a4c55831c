import { useEffect, useState } from 'react';
import type { Order, ShortLineIssue, User } from '@/shared/api-types';
import { placeCartOrderSchema } from '@/shared/schemas/order';
import { Notice } from '@/client/components/ui/notice';
import { ApiError, getErrorMessage, NetworkError } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { usePlaceOrder } from '../api/place-order';
import { cartCheckoutDraft } from '../checkout-draft';
import { DeliveryFields, deliveryFieldOf, deliveryInput, deliveryStart } from './delivery-fields';

/** What the shop said of one line of the order: `index` in the lines sent. */
export type LineIssue = { index: number; message: string } & Partial<Pick<ShortLineIssue, 'productId' | 'available'>>;

/** `items.3` or `items.3.quantity`: the line an issue is about. */
const lineOf = (path: string) => /^items\.(\d+)(\.|$)/.exec(path)?.[1];

/**
 * Where a cart's order goes, and placing it: every line in one order, with one Idempotency-Key for every
 * try of it (`orderKey`), so a retry after a lost answer never orders twice. What the shop refuses about
 * the lines (too few left, under a minimum) goes back to those lines (`onLineIssues`).
 */
export function CartOrderForm({
  items,
  profile,
  blocked,
  orderKey,
  onPlaced,
  onLineIssues,
}: {
  items: { productId: string; quantity: number }[];
  profile: User;
  /** Why the order cannot be placed as the lines stand, if it cannot. */
  blocked?: string;
  orderKey: () => Promise<string>;
  onPlaced: (order: Order) => void;
  onLineIssues: (issues: LineIssue[]) => void;
}) {
  const online = useOnlineStatus();
  const placeOrder = usePlaceOrder();
  const [failure, setFailure] = useState<string>();
  const { values, field, handleSubmit, pending } = useSchemaForm(
    placeCartOrderSchema,
    async (order) => {
      setFailure(undefined);
      const placed = await placeOrder.mutateAsync({ order, idempotencyKey: await orderKey() });
      cartCheckoutDraft.clear();
      onPlaced(placed);
    },
    {
      initialValues: deliveryStart(profile, cartCheckoutDraft.get()),
      toInput: (delivery) => ({ items, ...deliveryInput(delivery) }),
      fieldOf: deliveryFieldOf,
      onError: (error) => {
        const issues = error instanceof ApiError ? error.issues : [];
        const lines = issues.flatMap((issue) => {
          const index = lineOf(issue.path);
          return index === undefined ? [] : [{ ...issue, index: Number(index) } as LineIssue];
        });
        if (lines.length > 0) onLineIssues(lines);
        setFailure(
          error instanceof NetworkError
            ? 'The order could not be sent: you seem to be offline. Your cart and details are kept; try again when you are back online.'
            : lines.length > 0
              ? 'Some tools cannot be ordered as they stand: see the lines marked above.'
              : getErrorMessage(error),
        );
      },
    },
  );
  // What is typed is kept, so that a reload or a lost connection never loses it.
  useEffect(() => cartCheckoutDraft.saveTyped(values), [values]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="card grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
      aria-labelledby="delivery-title"
    >
      <h2 id="delivery-title" className="font-display text-2xl font-bold text-ink sm:col-span-2">
        Delivery details
      </h2>
      {!online && (
        <Notice kind="status" className="sm:col-span-2">
          You are offline. Placing an order needs a connection; your cart and what you typed are kept until you are
          back.
        </Notice>
      )}
      {failure && (
        <Notice kind="alert" className="sm:col-span-2">
          {failure}
        </Notice>
      )}
      <DeliveryFields profile={profile} field={field} />
      <div className="sm:col-span-2">
        {blocked && <p className="mb-3 text-sm font-semibold text-accent">{blocked}</p>}
        <button
          type="submit"
          className="btn-accent w-full sm:w-auto"
          disabled={!online || pending || placeOrder.isPending || blocked !== undefined || items.length === 0}
        >
          {pending ? 'Placing your order…' : 'Place order'}
        </button>
      </div>
    </form>
  );
}
