import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DeferredAppChrome } from '@/client/components/layout/deferred-app-chrome';
import { Footer } from '@/client/components/layout/footer';
import { NavBar } from '@/client/components/layout/nav-bar';
import { NotFoundPage } from '@/client/components/layout/not-found-page';
import { OfflineNotice } from '@/client/components/layout/offline-notice';
import { AppBadge } from '@/client/features/badge/components/app-badge';
import { CartLink } from '@/client/features/cart/components/cart-controls';

/** What every route sees; the pages that need a signed-in user add the session (see _auth). */
export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:(not-sr-only fixed left-4 top-4 z-50 rounded-lg bg-ink px-4 py-2 text-white)"
      >
        Skip to content
      </a>
      <NavBar cart={<CartLink />} />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <DeferredAppChrome />
      <AppBadge />
    </div>
  );
}
