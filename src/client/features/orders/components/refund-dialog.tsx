import { type FormEvent, useId, useState } from 'react';
import type { Order } from '@/shared/answers/orders';
import { dollarsToCents, formatDollars } from '@/shared/money';
import type { RefundOrderInput } from '@/shared/schemas/order';
import { useModalDialog } from '@/client/components/ui/modal-dialog';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError, getErrorMessage, newIdempotencyKey } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useRefundOrder } from '../api/refund-order';

type Way = 'rest' | 'lines' | 'amount';

/** What an admin may give back: the whole rest, chosen tools and how many of each, or an amount. */
export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { dialog } = useModalDialog(onClose);
  const title = useId();
  const online = useOnlineStatus();
  const refund = useRefundOrder();
  const rest = Math.round((order.totalPrice - order.refunded) * 100) / 100;
  const refundable = order.items.filter((line) => line.quantity > line.refundedQuantity);
  const [way, setWay] = useState<Way>('rest');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [refused, setRefused] = useState<{ message: string; fields: Record<string, string> }>();
  // One key for this dialog's refund: a retry after a lost answer is the same refund to the shop.
  const [idempotencyKey] = useState(newIdempotencyKey);

  function asked(): RefundOrderInput | undefined {
    if (way === 'amount') return { amount: Number(amount.trim() === '' ? Number.NaN : amount) };
    if (way === 'lines')
      return {
        items: refundable.flatMap((line) => {
          const quantity = Number(quantities[line.productId] ?? '0');
          return quantity > 0 ? [{ productId: line.productId, quantity }] : [];
        }),
      };
    return undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefused(undefined);
    try {
      const refunded = await refund.mutateAsync({ id: order._id, idempotencyKey, part: asked() });
      toast.success(`${formatDollars(refunded.refunded - order.refunded)} refunded to ${order.userName}`);
      onClose();
    } catch (error) {
      const fields =
        error instanceof ApiError ? Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])) : {};
      setRefused({ message: getErrorMessage(error), fields });
    }
  }

  const choice = (value: Way, label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-ink">
      <input
        type="radio"
        name="refund-way"
        value={value}
        checked={way === value}
        onChange={() => setWay(value)}
        className="h-5 w-5 accent-brand"
      />
      {label}
    </label>
  );
  const linesCents = refundable.reduce(
    (sum, line) => sum + dollarsToCents(line.price) * Number(quantities[line.productId] ?? '0'),
    0,
  );

  return (
    <dialog {...dialog} aria-labelledby={title} className="card w-[min(34rem,calc(100vw-2rem))] p-6 backdrop:bg-ink/50">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <h2 id={title} className="font-display text-xl font-bold text-ink">
          Refund {order.userName}
        </h2>
        <p className="text-sm text-ink-muted">
          {formatDollars(rest)} of {formatDollars(order.totalPrice)} remains to give back to their card. Tax goes back
          in proportion; returned tools go back on the shelf.
        </p>
        <fieldset className="grid gap-1" disabled={!online || refund.isPending}>
          <legend className="mb-1 text-sm font-bold text-ink">What goes back</legend>
          {choice('rest', `All that remains, ${formatDollars(rest)}`)}
          {refundable.length > 0 && choice('lines', 'Chosen tools')}
          {way === 'lines' && (
            <ul aria-label="Tools to refund" className="grid gap-2 pl-8">
              {refundable.map((line, index) => {
                const left = line.quantity - line.refundedQuantity;
                return (
                  <li key={line.productId}>
                    <TextField
                      label={`${line.productName}, ${formatDollars(line.price)} each (up to ${left})`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={left}
                      value={quantities[line.productId] ?? '0'}
                      onChange={(event) =>
                        setQuantities((current) => ({ ...current, [line.productId]: event.target.value }))
                      }
                      error={refused?.fields[`items.${index}.quantity`]}
                    />
                  </li>
                );
              })}
              <li className="text-sm text-ink-muted">{formatDollars(linesCents / 100)} of tools, and their tax</li>
            </ul>
          )}
          {choice('amount', 'An amount')}
          {way === 'amount' && (
            <div className="pl-8">
              <TextField
                label="Amount ($)"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={refused?.fields.amount}
              />
            </div>
          )}
        </fieldset>
        {refused && (
          <p role="alert" className="text-sm font-semibold text-accent">
            {refused.fields.items ?? refused.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11" disabled={!online || refund.isPending}>
            {refund.isPending ? 'Refunding…' : 'Refund'}
          </button>
          <button type="button" className="btn-outline min-h-11" onClick={onClose}>
            Not now
          </button>
        </div>
      </form>
    </dialog>
  );
}
