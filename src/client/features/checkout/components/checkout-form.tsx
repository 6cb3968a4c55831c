import { type ReactNode, useEffect, useState } from 'react';
import type { Order } from '@/shared/answers/orders';
import type { User } from '@/shared/answers/people';
import { type Books, orderTotals } from '@/shared/order-totals';
import { placeCartOrderSchema } from '@/shared/schemas/order';
import { Notice } from '@/client/components/ui/notice';
import { ApiError, getErrorMessage, NetworkError } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { orderPlacedUnder } from '../api/order-placed-under';
import { placeOrder } from '../api/place-order';
import { type CheckoutDraft, checkoutDrafts } from '../checkout-draft';
import { type CheckoutLine, orderBody, totalCents } from '../checkout-lines';
import { orderKeyFor } from '../order-attempt';
import { DeliveryChoice, DeliveryFields, deliveryFieldOf, deliveryStart } from './delivery-fields';
import { OrderSummary } from './order-summary';

/** What the shop said of one line of the order: `index` in the lines sent. */
export type LineIssue = { index: number; message: string; productId?: string; available?: number };

/** `items.3` or `items.3.quantity`: the line an issue is about. */
const lineOf = (path: string) => /^items\.(\d+)(\.|$)/.exec(path)?.[1];

/**
 * The checkout's one form, for Purchase on a tool and for the cart alike: who orders (from the profile,
 * read-only) and where to, what is typed kept in the checkout's draft as it is typed, the summary card, and
 * 'proceed & checkout', which places one order of every line under its body's Idempotency-Key (see
 * order-attempt.ts), so a retry after a lost answer never orders twice, nor a changed order after one. What the shop refuses about a line goes back to the page
 * (`onLineIssues`); `onRefused` lets the page take a refusal of its own (a retired tool) and answer true.
 */
export function CheckoutForm({
  owner,
  draft,
  profile,
  lines,
  blocked,
  priceNote,
  heading = 'h1',
  onPlaced,
  onLineIssues,
  onRefused,
  books: pricing,
}: {
  owner: string;
  draft: CheckoutDraft;
  profile: Pick<User, 'name' | 'email' | 'address' | 'state' | 'zip'>;
  lines: CheckoutLine[];
  /** Why the order cannot be placed as it stands, if it cannot. */
  blocked?: ReactNode;
  priceNote?: string;
  heading?: 'h1' | 'h2';
  /**
   * The order is placed (`placedBefore`: it was placed by an earlier try whose answer was lost, with the
   * details sent then, and changes since were not sent): `usePlacedOrder`'s steps, awaited before the form
   * stops saying it is placing the order.
   */
  onPlaced: (order: Order, how: { placedBefore: boolean }) => Promise<void>;
  onLineIssues?: (issues: LineIssue[]) => void;
  onRefused?: (error: ApiError) => boolean;
  /** The shop's tax and delivery as last read, which price the summary; `confirmed` once read online this visit. */
  books: { books?: Books; confirmed: boolean };
}) {
  const { books, confirmed } = pricing;
  const online = useOnlineStatus();
  const [failure, setFailure] = useState<string>();
  const { values, field, setValue, errors, handleSubmit, pending } = useSchemaForm(
    placeCartOrderSchema,
    async (order) => {
      setFailure(undefined);
      const done = (placed: Order, placedBefore: boolean) => onPlaced(placed, { placedBefore });
      const sent = await orderKeyFor(owner, order);
      if ('placed' in sent) return done(sent.placed, true);
      try {
        return await done(await placeOrder(order, sent.key), false);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // The shop has another body under this key: what it placed under it is the order placed.
        const first = error.code === 'idempotency_mismatch' ? await orderPlacedUnder(sent.key) : undefined;
        if (first) return done(first, true);
        // Refused (or still in progress, which keeps the key): the next try of another body needs no asking.
        if (error.code !== 'in_progress') await checkoutDrafts.answered(owner, sent.key);
        throw error;
      }
    },
    {
      initialValues: deliveryStart(profile, draft.delivery),
      toInput: (delivery) => orderBody(lines, delivery),
      fieldOf: deliveryFieldOf,
      onError: (error) => {
        if (error instanceof ApiError && onRefused?.(error)) return;
        const issues = error instanceof ApiError ? error.issues : [];
        const onLines = issues.flatMap(({ path, ...issue }) => {
          const index = lineOf(path);
          return index === undefined ? [] : [{ ...issue, index: Number(index) } as LineIssue];
        });
        if (onLines.length > 0) onLineIssues?.(onLines);
        setFailure(
          error instanceof NetworkError
            ? 'The order could not be sent: you seem to be offline. Your details are kept; try again when you are back online.'
            : error instanceof ApiError && error.code === 'idempotency_mismatch'
              ? 'The shop could not tell this order from an earlier one. Nothing was ordered: try again.'
              : onLines.length > 0 && onLineIssues
                ? 'Some tools cannot be ordered as they stand: see the lines marked above.'
                : (onLines[0]?.message ?? getErrorMessage(error)),
        );
      },
    },
  );
  // What is typed is kept with the draft, so that a reload or a lost connection never loses it.
  useEffect(() => void checkoutDrafts.keepDelivery(owner, values), [owner, values]);
  const pickupOffered = books?.delivery.pickup ?? false;
  const method = pickupOffered ? values.method : 'ship';
  // A pickup chosen while the shop offered it is sent as chosen: the shop refuses it if it stopped offering it.
  useEffect(() => {
    if (books && !pickupOffered && values.method === 'pickup') setValue('method', 'ship');
  }, [books, pickupOffered, values.method, setValue]);
  const totals = books && orderTotals(totalCents(lines), books, { state: values.state, method });
  const Heading = heading;

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <form
        noValidate
        onSubmit={handleSubmit}
        className="card grid h-fit gap-5 p-6 sm:grid-cols-2 sm:p-8"
        aria-labelledby="checkout-title"
      >
        <Heading id="checkout-title" className="font-display text-3xl font-bold text-ink sm:col-span-2">
          Delivery details
        </Heading>
        {!online && (
          <Notice kind="status" className="sm:col-span-2">
            You are offline. Placing an order needs a connection; what you typed is kept until you are back.
          </Notice>
        )}
        {blocked && (
          <Notice kind="alert" className="sm:col-span-2">
            {blocked}
          </Notice>
        )}
        {failure && (
          <Notice kind="alert" className="sm:col-span-2">
            {failure}
          </Notice>
        )}
        {pickupOffered && (
          <DeliveryChoice
            method={values.method}
            onChange={(chosen) => setValue('method', chosen)}
            error={errors.method}
          />
        )}
        <DeliveryFields profile={profile} field={field} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-accent w-full sm:w-auto"
            disabled={!online || pending || blocked !== undefined || lines.length === 0}
          >
            {pending ? 'Placing your order…' : 'proceed & checkout'}
          </button>
        </div>
      </form>
      <OrderSummary
        lines={lines}
        priceNote={priceNote}
        totals={totals}
        pickup={method === 'pickup'}
        confirmed={confirmed}
      />
    </div>
  );
}
