import { inStock } from '@/shared/stock';
import type { ShownTool } from '../cart-actions';

/**
 * Adds a tool to the cart. The cart's code loads on the first tap (from the worker's cache offline), so
 * that the catalogue's pages do not carry it.
 */
export function AddToCartButton({
  tool,
  seenAt,
  quantity = tool.minOrderQuantity,
  disabled = false,
  className,
}: {
  tool: ShownTool;
  /** When the shop produced the tool as shown. */
  seenAt: number;
  quantity?: number;
  disabled?: boolean;
  className: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={`Add ${tool.name} to cart`}
      disabled={disabled}
      onClick={() => void import('../cart-actions').then((cart) => cart.addToCartAndSay(tool, seenAt, quantity))}
    >
      Add to cart
    </button>
  );
}

/** A tool card's way to the cart: at its minimum. */
export const addToCartFromCard = (tool: ShownTool, seenAt: number) => (
  <AddToCartButton tool={tool} seenAt={seenAt} disabled={!inStock(tool)} className="btn-outline" />
);
