import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { emptyOrderedCart } from '@/client/features/cart/cart-actions';
import { reviewLines, type TriedLine } from '@/client/features/cart/checkout-changes';
import { CheckoutReview } from '@/client/features/cart/components/checkout-review';
import { useCart } from '@/client/features/cart/use-cart';
import { useCheckoutTools } from '@/client/features/cart/use-checkout-tools';
import type { CheckoutLine } from '@/client/features/checkout/checkout-lines';
import { CheckoutForm, type LineIssue } from '@/client/features/checkout/components/checkout-form';
import { CheckoutNeedsConnection } from '@/client/features/checkout/components/checkout-needs-connection';
import { useCheckoutDraft } from '@/client/features/checkout/use-checkout-draft';
import { usePlacedOrder } from '@/client/features/checkout/use-placed-order';
import { useBooks } from '@/client/features/books/api/get-books';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { getErrorMessage } from '@/client/lib/api-client';
import type { Session } from '@/client/lib/auth/session';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { orderReads } from './-order-reads';

/**
 * The cart's checkout: its lines checked against the shop's tools now (what changed since the cart was
 * filled, what holds the order back), then the checkout's one form, as for a tool's Purchase, placing one
 * order of every line; then on to paying for it.
 */
export function CartCheckout({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const cart = useCart();
  const draft = useCheckoutDraft(session.email);
  const online = useOnlineStatus();
  const books = useBooks();
  const profile = useQuery(userQueryOptions(session.email));
  const fetchTools = useCallback(async () => {
    const tools = await queryClient.fetchQuery({ ...toolsQueryOptions(), staleTime: 0 });
    return { tools, seenAt: queryClient.getQueryState(toolsQueryOptions().queryKey)?.dataUpdatedAt ?? Date.now() };
  }, [queryClient]);
  const { checked, error, recheck } = useCheckoutTools(fetchTools);
  const [tried, setTried] = useState<ReadonlyMap<string, TriedLine>>(new Map());
  const { placed, onPlaced } = usePlacedOrder({
    owner: session.email,
    reads: orderReads,
    takeFromCart: emptyOrderedCart,
  });

  const failure = error ?? profile.error;
  if (failure)
    return (
      <div role="alert" className="page-container py-16 text-center">
        <h1 className="section-title">The checkout could not check your cart</h1>
        <p className="mt-3 text-ink-muted">{getErrorMessage(failure)} Your cart is kept.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void recheck().then(() => profile.refetch())}>
          Try again
        </button>
      </div>
    );
  if (!checked && !online) return <CheckoutNeedsConnection />;
  if (placed || !checked || !cart || !profile.data || !draft)
    return (
      <div className="page-container py-10" aria-busy="true">
        <div className="card h-[28rem] animate-pulse" />
      </div>
    );
  if (cart.lines.length === 0)
    return (
      <div className="page-container py-16 text-center">
        <h1 className="section-title">Your cart is empty</h1>
        <Link to="/" hash="tools" className="btn-primary mt-6">
          Browse the tools
        </Link>
      </div>
    );

  const lines: CheckoutLine[] = cart.lines.map(({ productId, quantity, seen }) => ({
    productId,
    quantity,
    name: seen?.name ?? 'A tool',
    img: seen?.img,
    priceCents: seen?.priceCents ?? 0,
  }));
  const { changes, blocked } = reviewLines(cart.lines, checked.before, checked.now, tried);
  const onLineIssues = (issues: LineIssue[]) => {
    const next = new Map<string, TriedLine>();
    for (const issue of issues) {
      const line = lines[issue.index];
      if (line) next.set(line.productId, { quantity: line.quantity, message: issue.message });
    }
    setTried(next);
    void recheck();
  };
  return (
    <div className="page-container mx-auto max-w-5xl space-y-8 py-10">
      <CheckoutReview lines={cart.lines} changes={changes} />
      <CheckoutForm
        books={books}
        owner={session.email}
        draft={draft}
        profile={profile.data}
        lines={lines}
        heading="h2"
        blocked={blocked ? 'Change or remove the lines marked above to place the order.' : undefined}
        onPlaced={onPlaced}
        onLineIssues={onLineIssues}
      />
    </div>
  );
}
