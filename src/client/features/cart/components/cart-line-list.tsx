import type { ReactNode } from 'react';
import { type CartLine, removeLine, setQuantity } from '../cart-lines';
import { changeCart } from '../cart-sync';
import { CartLineItem } from './cart-line-item';

/**
 * The cart's lines to change, on the cart page and at checkout alike: a line's new quantity or its removal
 * goes to the cart at once; `notes` says what else to know of a line.
 */
export function CartLineList({
  label,
  lines,
  notes,
}: {
  label: string;
  lines: CartLine[];
  notes?: (line: CartLine) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="space-y-4">
      {lines.map((line) => (
        <CartLineItem
          key={line.productId}
          line={line}
          onQuantity={(quantity) => void changeCart((record) => setQuantity(record, line.productId, quantity))}
          onRemove={() => void changeCart((record) => removeLine(record, line.productId))}
        >
          {notes?.(line)}
        </CartLineItem>
      ))}
    </ul>
  );
}
