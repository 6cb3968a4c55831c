import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import type { DehydratedState } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { handleSessionRejected } from './lib/api-client';
import { startOutbox } from './lib/app-outbox';
import { ensureSession, signOut } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { persistOptions } from './lib/query-persistence';
import { sessionStore } from './lib/session';
import { pageDataId } from '@/shared/prerendered-pages';

const queryClient = createQueryClient();
const root = document.getElementById('root')!;
const pageData = document.getElementById(pageDataId);

if (pageData) {
  // A page the server rendered with its data: that data goes into the cache as it is, so that the first
  // render matches the HTML. It may be up to a second old: shown at once, checked again at once.
  const { queries } = JSON.parse(pageData.textContent ?? '') as DehydratedState;
  for (const { queryKey, state } of queries) queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  void queryClient.invalidateQueries({ refetchType: 'none' });
}

// The saved catalogue is in the cache before the first route loads, so an offline start shows it at
// once instead of waiting on a fetch that cannot happen. A slow disk never holds the page back long.
// A page that came with its data does not wait for it (saved data never replaces newer data).
const restored = Promise.race([
  persistQueryClientRestore({ queryClient, ...persistOptions })
    // Saved data is shown at once but never trusted as fresh: it is fetched again whenever online.
    .then(() => queryClient.invalidateQueries({ refetchType: 'none' }))
    .catch(() => {}),
  new Promise((resolve) => setTimeout(resolve, 1000)),
]).then(() => persistQueryClientSubscribe({ queryClient, ...persistOptions }));
if (!pageData) await restored;

const router = createAppRouter(queryClient);

// The server refused the session (401/403): sign out and log in again, then come back here.
handleSessionRejected(() => {
  void signOut();
  queryClient.removeQueries({ queryKey: ['users'] });
  const { pathname, href } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
});

// What can wait for the page to paint and hydrate: sending the outbox, and keeping a returning user's
// session fresh.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
whenIdle(() => {
  startOutbox();
  if (sessionStore.get()) void ensureSession();
});

if (root.hasChildNodes()) {
  // A prerendered public page: its route is loaded first, and the router renders the same tree as the
  // server did (flagged as server-rendered), so that the first render matches the HTML.
  router.ssr = { manifest: undefined };
  await router.load();
  hydrateRoot(root, <App router={router} queryClient={queryClient} dataAfterHydration={!pageData} />);
} else {
  createRoot(root).render(<App router={router} queryClient={queryClient} dataAfterHydration={false} />);
}
