import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { centsToDollars, formatDollars } from '@/shared/money';
import { maxCartLines } from '@/shared/schemas/order';
import { Notice } from '@/client/components/ui/notice';
import { ageInWords } from '@/client/lib/age-in-words';
import { useSession } from '@/client/lib/auth/session';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { seeCatalogue, type ShownTool } from '../cart-actions';
import { type CartLine, oldestSeenAt, totalCents } from '../cart-lines';
import { overLimitWords, unsavedWords } from '../cart-words';
import { useCart } from '../use-cart';
import { CartLineList } from './cart-line-list';
import { PagePlaceholder } from '@/client/components/ui/page-loading';
import { OrderSums } from '@/client/components/ui/order-sums';
import { type Books, orderTotals } from '@/shared/order-totals';
import { stateCodeOf } from '@/shared/us-states';

const units = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
const tools = (count: number) => (count === 1 ? '1 tool' : `${count} tools`);

/**
 * What the cart's sums are priced with: the shop's books as last read (`confirmed` once read online on this visit),
 * and the state the signed-in person's profile delivers to (unknown for a visitor).
 */
export type CartPricing = { books: Books | undefined; confirmed: boolean; state: string | undefined };

/**
 * The cart of whoever is on this device: its lines to change, its sums in the prices last seen (tax and delivery
 * where the state is known), and checkout. `catalogue`: the tools as last seen, for lines another device added that
 * were never seen here.
 */
export function CartView({
  catalogue,
  pricing,
}: {
  catalogue?: { tools: ShownTool[]; seenAt: number };
  pricing?: CartPricing;
}) {
  const cart = useCart();
  const unseen = cart?.lines.some((line) => !line.seen) ?? false;
  useEffect(() => {
    if (unseen && catalogue) void seeCatalogue(catalogue.tools, catalogue.seenAt);
  }, [unseen, catalogue]);
  if (!cart) return <PagePlaceholder height="h-64" />;
  return (
    <div className="page-container py-10">
      <h1 className="section-title">Your cart</h1>
      {cart.unsaved && (
        <Notice kind="alert" className="mt-4">
          {unsavedWords(cart.unsaved)}
        </Notice>
      )}
      {cart.lines.length === 0 ? <EmptyCart /> : <FilledCart lines={cart.lines} pricing={pricing} />}
    </div>
  );
}

function FilledCart({ lines, pricing }: { lines: CartLine[]; pricing: CartPricing | undefined }) {
  const seenAt = oldestSeenAt(lines);
  const taxed = pricing?.books && pricing.state && stateCodeOf(pricing.state) !== undefined;
  const totals = taxed && orderTotals(totalCents(lines), pricing.books!, { state: pricing.state!, method: 'ship' });
  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
      <CartLineList label="Cart" lines={lines} />
      <aside aria-labelledby="cart-summary-title" className="card p-6 sm:p-8 lg:sticky lg:top-24">
        <h2 id="cart-summary-title" className="font-display text-2xl font-bold text-ink">
          Summary
        </h2>
        <dl className="mt-5 space-y-2">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{tools(lines.length)}</dt>
            <dd className="font-semibold text-ink">{units(lines) === 1 ? '1 unit' : `${units(lines)} units`}</dd>
          </div>
          {!totals && (
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg">
              <dt className="font-bold text-ink">Subtotal</dt>
              <dd className="font-bold text-ink" data-testid="cart-total">
                {formatDollars(centsToDollars(totalCents(lines)))}
              </dd>
            </div>
          )}
        </dl>
        {totals ? (
          <OrderSums totals={totals} pickup={false} confirmed={pricing!.confirmed} totalTestId="cart-total" />
        ) : (
          <p className="mt-2 text-sm text-ink-muted">Tax and delivery are added at checkout, by your address.</p>
        )}
        {totals && !pricing!.confirmed && (
          <p className="mt-2 text-sm text-ink-muted">
            Tax and delivery as last known on this device, for delivery to {pricing!.state}; tax is confirmed online at
            checkout.
          </p>
        )}
        {seenAt !== undefined && (
          <p className="mt-2 text-sm text-ink-muted">
            Prices as seen {ageInWords(Date.now() - seenAt)}; the checkout shows today’s.
          </p>
        )}
        {lines.some((line) => !line.seen) && (
          <p className="mt-2 text-sm text-ink-muted">
            Tools added on another device are counted once the tools are seen on this one.
          </p>
        )}
        {lines.length > maxCartLines ? (
          <Notice kind="alert" className="mt-5">
            {overLimitWords(lines.length)}
          </Notice>
        ) : (
          <CheckoutAction />
        )}
      </aside>
    </div>
  );
}

function CheckoutAction() {
  const online = useOnlineStatus();
  const signedIn = useSession() !== null;
  if (!online)
    return (
      <>
        <Notice kind="status" className="mt-5">
          Checkout needs a connection. Your cart stays on this device until you are back online.
        </Notice>
        <button type="button" className="btn-accent mt-4 w-full" disabled>
          Checkout
        </button>
      </>
    );
  if (!signedIn)
    return (
      <Link to="/login" search={{ redirect: '/checkout' }} className="btn-accent mt-5 w-full">
        Sign in to check out
      </Link>
    );
  return (
    <Link to="/checkout" className="btn-accent mt-5 w-full">
      Checkout
    </Link>
  );
}

function EmptyCart() {
  return (
    <section className="card mt-8 p-8 text-center">
      <h2 className="font-display text-2xl font-bold text-ink">Your cart is empty</h2>
      <p className="mt-2 text-ink-muted">
        Add tools from the catalogue, online or not: the cart stays on this device until you check out.
      </p>
      <Link to="/" hash="tools" className="btn-primary mt-6">
        Browse the tools
      </Link>
    </section>
  );
}
