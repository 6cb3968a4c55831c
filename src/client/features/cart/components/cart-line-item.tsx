import type { ReactNode } from 'react';
import { centsToDollars, formatDollars } from '@/shared/money';
import { maxOrderQuantity } from '@/shared/schemas/order';
import type { CartLine } from '../cart-lines';
import { QuantityStepper } from './quantity-stepper';

/** A tool another device put in the cart, before the catalogue has been seen on this one. */
const unseenName = 'A tool from your cart on another device';

/** One line of the cart: the tool as last seen, its quantity to change, its total, and a way out. */
export function CartLineItem({
  line,
  onQuantity,
  onRemove,
  children,
}: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** What else to say of the line (at checkout: what changed since it was seen). */
  children?: ReactNode;
}) {
  const { seen } = line;
  const name = seen?.name ?? unseenName;
  return (
    <li className="card grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 p-4 sm:grid-cols-[7rem_1fr_auto] sm:p-5">
      {seen ? (
        <img
          src={seen.img}
          alt=""
          width="112"
          height="84"
          className="aspect-[4/3] w-full rounded-lg bg-cream object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full rounded-lg bg-slate-200/70" />
      )}
      <div className="min-w-0">
        <h2 className="font-bold leading-snug text-ink">{name}</h2>
        {seen && <p className="mt-1 text-sm text-ink-muted">{formatDollars(centsToDollars(seen.priceCents))} each</p>}
        {seen && seen.minOrderQuantity > 1 && (
          <p className="text-sm text-ink-muted">Sold from {seen.minOrderQuantity} at a time</p>
        )}
      </div>
      {seen && (
        <p className="col-start-2 self-center text-lg font-bold text-ink sm:col-start-3 sm:row-start-1 sm:text-right">
          {formatDollars(centsToDollars(seen.priceCents * line.quantity))}
        </p>
      )}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-2 sm:col-start-2">
        <QuantityStepper
          name={name}
          value={line.quantity}
          min={seen?.minOrderQuantity ?? 1}
          max={Math.max(seen?.orderQuantity ?? maxOrderQuantity, line.quantity)}
          onChange={onQuantity}
        />
        <button
          type="button"
          className="btn px-3 text-accent hover:bg-accent-soft"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
      {children && <div className="col-span-2 sm:col-span-3">{children}</div>}
    </li>
  );
}
