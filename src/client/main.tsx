import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageError } from './components/ui/page-error';
import { PageLoading } from './components/ui/page-loading';
import { handleSessionRejected } from './lib/api-client';
import { startOutbox } from './lib/app-outbox';
import { ensureSession, signOut } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { persistOptions } from './lib/query-persistence';
import { sessionStore } from './lib/session';
import { routeTree } from './route-tree.gen';

const queryClient = createQueryClient();

// The saved catalogue is in the cache before the first route loads, so an offline start shows it at
// once instead of waiting on a fetch that cannot happen. A slow disk never holds the page back long.
await Promise.race([
  persistQueryClientRestore({ queryClient, ...persistOptions })
    // Saved data is shown at once but never trusted as fresh: it is fetched again whenever online.
    .then(() => queryClient.invalidateQueries({ refetchType: 'none' }))
    .catch(() => {}),
  new Promise((resolve) => setTimeout(resolve, 1000)),
]);
persistQueryClientSubscribe({ queryClient, ...persistOptions });

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Query owns freshness; the router only asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: PageLoading,
  defaultErrorComponent: PageError,
});

// The server refused the session (401/403): sign out and log in again, then come back here.
handleSessionRejected(() => {
  void signOut();
  queryClient.removeQueries({ queryKey: ['users'] });
  const { pathname, href } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
});

startOutbox();

// Keep a returning user's session fresh, once the page has painted.
if (sessionStore.get()) {
  const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  later(() => {
    if (sessionStore.get()) void ensureSession();
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
