import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { dollarsToCents } from '@/shared/money';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { type CheckoutDraft, checkoutDrafts } from '@/client/features/checkout/checkout-draft';
import { CheckoutForm } from '@/client/features/checkout/components/checkout-form';
import { CheckoutToolGone } from '@/client/features/checkout/components/checkout-unavailable';
import { draftNoLongerFits, savedPriceAge } from '@/client/features/checkout/draft-freshness';
import { usePlacedOrder } from '@/client/features/checkout/use-placed-order';
import { useBooks } from '@/client/features/books/api/get-books';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { seedToolFromList, toolQueryOptions } from '@/client/features/tools/api/get-tool';
import type { Session } from '@/client/lib/auth/session';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { PagePlaceholder } from '@/client/components/ui/page-loading';
import { orderReads } from './-order-reads';

/** The spec's checkout of the tool chosen with Purchase on its page; with none chosen, home. */
export const Route = createFileRoute('/_auth/orders')({
  beforeLoad: async ({ context: { session } }) => {
    // Loaded with the checkout, not with every page: this check is part of the app's route tree.
    const { checkoutDrafts: drafts } = await import('@/client/features/checkout/checkout-draft');
    const draft = await drafts.read(session.email).catch(() => undefined);
    if (!draft?.tool) throw redirect({ to: '/' });
    return { draft, tool: draft.tool };
  },
  loader: ({ context: { queryClient, tool } }) => seedToolFromList(queryClient, tool.toolId),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { draft, tool, session } = useRouteContext({ from: '/_auth/orders' });
  return (
    <QueryBoundary
      what="your checkout"
      fallback={<PagePlaceholder height="h-[28rem]" />}
      notFound={<CheckoutToolGone />}
    >
      <ToolCheckout draft={draft} chosen={tool} session={session} />
    </QueryBoundary>
  );
}

function ToolCheckout({
  draft,
  chosen,
  session,
}: {
  draft: CheckoutDraft;
  chosen: NonNullable<CheckoutDraft['tool']>;
  session: Session;
}) {
  const { data: tool, dataUpdatedAt: toolSavedAt } = useSuspenseQuery(toolQueryOptions(chosen.toolId));
  const online = useOnlineStatus();
  const books = useBooks();
  const saved = useQuery(userQueryOptions(session.email));
  const { onPlaced } = usePlacedOrder({ owner: session.email, reads: orderReads });
  // Shown from saved data, a retired tool is learnt of only when the order is refused with 404.
  const [toolGone, setToolGone] = useState(false);
  // Offline with no saved profile, the form still opens, from who is signed in and the draft, so what is
  // typed is kept until the order can be placed.
  const profile =
    saved.data ?? (online ? undefined : { name: session.name, email: session.email, address: '', state: '', zip: '' });
  if (!profile && saved.error) throw saved.error;
  if (toolGone) return <CheckoutToolGone />;
  if (!profile) return <PagePlaceholder height="h-[28rem]" />;
  const changed = draftNoLongerFits(chosen, tool);
  const line = { productId: tool._id, quantity: chosen.quantity, name: tool.name, img: tool.img };

  return (
    <div className="page-container py-10">
      <CheckoutForm
        books={books}
        owner={session.email}
        draft={draft}
        profile={profile}
        lines={[{ ...line, priceCents: dollarsToCents(tool.price) }]}
        priceNote={savedPriceAge(toolSavedAt, Date.now())}
        blocked={
          changed && (
            <>
              This tool changed since you chose it. {changed}{' '}
              <Link
                to="/tools/$id"
                params={{ id: tool._id }}
                className="font-semibold underline"
                onClick={() => void checkoutDrafts.dropTool(session.email)}
              >
                Choose again
              </Link>
            </>
          )
        }
        onRefused={(error) => {
          if (error.status === 404) {
            setToolGone(true);
            return true;
          }
          // Out of stock: the chosen quantity cannot be bought. Too many unpaid orders: it waits for one to be paid.
          if (error.status === 409 && error.code !== 'too_many_unpaid') void checkoutDrafts.dropTool(session.email);
          return false;
        }}
        onPlaced={onPlaced}
      />
    </div>
  );
}
