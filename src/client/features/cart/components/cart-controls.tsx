import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { inStock } from '@/shared/stock';
import { loadAgain } from '@/client/components/ui/lazy-part';
import { LineIcon } from '@/client/components/ui/line-icon';
import { useInteractive } from '@/client/lib/use-hydrated';
import type { ShownTool } from '../cart-actions';
import { useCartCount } from '../cart-count';

/*
 * The cart's controls outside the cart page, on the pages everyone opens first: the header's link with
 * its count, and the buttons that add a tool. They stay small; the cart's own code loads on first use.
 */

/** The cart in the header, with how many tools are in it. */
export function CartLink() {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'tool' : 'tools'}`}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft focus-ring aria-[current=page]:text-brand"
    >
      <LineIcon d="M3 4h2l2.4 11h10.2L20 8H6.3M9 20h.01M17 20h.01" />
      {count > 0 && (
        <span className="absolute right-0 top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-white">
          {count}
        </span>
      )}
    </Link>
  );
}

let cartLoads = 0;
/** The cart's code, fetched afresh after a failed fetch (see `loadAgain`). */
const loadCart = () => loadAgain(() => import('../cart-actions'), (cartLoads += 1));

/**
 * Adds a tool to the cart, and always says so or why not. The cart's code loads on the first tap (from the
 * worker's cache offline), so that the catalogue's pages do not carry it; where it cannot be fetched (offline
 * before the worker keeps it, or a file missing), the button says so beside itself, not through a notice
 * whose own code may be missing too, and the next tap fetches it again. What the cart refuses (out of stock,
 * a full cart) is said there too. In a prerendered page it stays disabled until the app runs, so a tap is never lost.
 */
export function AddToCartButton({
  tool,
  seenAt,
  quantity = tool.minOrderQuantity,
  disabled = false,
  className,
  label,
}: {
  tool: ShownTool;
  /** When the shop produced the tool as shown. */
  seenAt: number;
  quantity?: number;
  disabled?: boolean;
  className: string;
  /** What the button says where it is not the tool's own "Add to cart" (the paint calculator's "Add 3 gallons to cart"). */
  label?: string;
}) {
  const [problem, setProblem] = useState<string>();
  const [adding, setAdding] = useState(false);
  const interactive = useInteractive();
  async function add() {
    setProblem(undefined);
    setAdding(true);
    try {
      const cart = await loadCart();
      const said = await cart.addToCartAndSay(tool, seenAt, quantity);
      if (!said.ok) setProblem(said.words);
    } catch {
      setProblem(
        `${tool.name} was not added: the cart is not on this device yet and needs a connection to load. Try again when you are back online.`,
      );
    } finally {
      setAdding(false);
    }
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label ? undefined : `Add ${tool.name} to cart`}
        disabled={disabled || adding || !interactive}
        onClick={() => void add()}
      >
        {label ?? 'Add to cart'}
      </button>
      {problem && (
        <p role="alert" className="basis-full text-sm font-semibold text-accent">
          {problem}
        </p>
      )}
    </>
  );
}

/** A tool card's way to the cart: at its minimum. */
export const addToCartFromCard = (tool: ShownTool, seenAt: number) => (
  <AddToCartButton tool={tool} seenAt={seenAt} disabled={!inStock(tool)} className="btn-outline" />
);
