import { Link } from '@tanstack/react-router';
import { useCartCount } from '../cart-count';

/** The cart in the header, with how many tools are in it. */
export function CartLink() {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'tool' : 'tools'}`}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft focus-ring aria-[current=page]:text-brand"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11h10.2L20 8H6.3M9 20h.01M17 20h.01" />
      </svg>
      {count > 0 && (
        <span className="absolute right-0 top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-white">
          {count}
        </span>
      )}
    </Link>
  );
}
