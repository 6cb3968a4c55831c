import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode, useEffect, useRef } from 'react';
import { PageError } from './components/ui/page-error';
import { PageLoading } from './components/ui/page-loading';
import { useSession } from './lib/auth/session';
import { HydrationGate } from './lib/use-hydrated';
import { routeTree } from './route-tree.gen';

/**
 * The one router of the app: in the browser (on `history`, the browser's by default), or for
 * `prerenderPath` at build time. A prerendered page leaves scroll restoration to the browser: the
 * router's would be an inline script, which the CSP refuses.
 */
export function createAppRouter(
  queryClient: QueryClient,
  { prerenderPath, history }: { prerenderPath?: string; history?: RouterHistory } = {},
) {
  let started = false;
  /**
   * The first render of a page is the browser's own: on a slow phone the page may have been shown, and
   * scrolled by its reader, long before the app starts, and the router's reset to the top would throw
   * them back. Every later navigation is the router's to restore.
   */
  const keepReadersScroll = () => {
    const readerScrolled = !started && window.scrollY > 0;
    started = true;
    return !readerScrolled;
  };
  return createRouter({
    routeTree,
    history: prerenderPath ? createMemoryHistory({ initialEntries: [prerenderPath] }) : history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns freshness; the router only asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: prerenderPath ? false : keepReadersScroll,
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: PageError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * `dataAfterHydration`: the app renders, or hydrates, a page prerendered without its data.
 * `onFirstCommit`: called once the first render (or hydration) is on the screen.
 */
export function App({
  router,
  queryClient,
  dataAfterHydration,
  onFirstCommit,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  dataAfterHydration: boolean;
  onFirstCommit?: () => void;
}) {
  const committed = useRef(onFirstCommit);
  useEffect(() => {
    committed.current?.();
    committed.current = undefined;
  }, []);
  return (
    <StrictMode>
      <HydrationGate dataAfterHydration={dataAfterHydration}>
        <QueryClientProvider client={queryClient}>
          <RouterWithSession router={router} />
        </QueryClientProvider>
      </HydrationGate>
    </StrictMode>
  );
}

/** The router; a change of who is signed in (here or in another tab) runs the page's checks again. */
function RouterWithSession({ router }: { router: AppRouter }) {
  const session = useSession();
  const who = `${session?.email ?? ''}:${session?.role ?? ''}`;
  const before = useRef(who);
  useEffect(() => {
    if (before.current === who) return;
    before.current = who;
    void router.invalidate();
  }, [router, who]);
  return <RouterProvider router={router} />;
}
