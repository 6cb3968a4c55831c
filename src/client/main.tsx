import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { type DehydratedState, onlineManager } from '@tanstack/react-query';
import { createBrowserHistory } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { preloadOfflineParts } from './components/layout/offline-parts';
import { postsQueryOptions } from './features/posts/api/get-posts';
import { toolsQueryOptions } from './features/tools/api/get-tools';
import { handleSession } from './lib/api-client';
import { connection } from './lib/connection';
import { keepSessionFresh, refreshSession, signOut } from './lib/auth/server-session';
import { createQueryClient } from './lib/query-client';
import { startOutbox } from './lib/outbox/app-outbox';
import { outboxKinds } from './outbox-kinds';
import { createQueryPersistence } from './lib/query-persistence';
import { databaseExists } from './lib/device-store/database-exists';
import { deviceDatabases } from './lib/device-store/database-names';
import { keepCodeOfRole, registerServiceWorker } from './lib/service-worker';
import { warmImages } from './lib/warm-images';
import { sessionStore } from './lib/auth/session';
import { setAppBadge, unsubscribeBrowser } from './lib/device-push';
import { endSession, queryScopes } from './query-scopes';
import { pageDataId } from '@/shared/prerendered-pages';
import type { Post } from '@/shared/answers/catalogue';
import type { Tool } from './features/tools/api/tool-wire';

/**
 * Ends the current task, so that the browser can answer a tap or a key between the steps of the start
 * (evaluating the app's code, setting up its data, the router's history, the router, its first load,
 * hydrating) instead of waiting for all of them as one long task.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await yieldToBrowser();
// Queries wait for the connection instead of failing when the page starts offline, or when the shop
// stops answering on a network the browser still calls online.
onlineManager.setEventListener((setOnline) => {
  setOnline(connection.online());
  return connection.subscribe(() => setOnline(connection.online()));
});
const queryClient = createQueryClient();
let toldStorageFailed = false;
const persistence = createQueryPersistence(queryClient, {
  currentUser: () => sessionStore.get()?.email,
  scopes: queryScopes,
  onWriteFailed: () => {
    if (toldStorageFailed) return;
    toldStorageFailed = true;
    // Loaded only when it happens: the first visit's script stays small.
    void import('./lib/toast').then(({ toast }) =>
      toast.error('This device could not keep pages for offline use: its storage is full or unavailable.'),
    );
  },
});
const root = document.getElementById('root')!;
const pageData = document.getElementById(pageDataId);

if (pageData) {
  // A page the server rendered with its data: that data goes into the cache as it is, so that the first
  // render matches the HTML. It may be up to a second old: shown at once, checked again at once.
  const { queries } = JSON.parse(pageData.textContent ?? '') as DehydratedState;
  for (const { queryKey, state } of queries)
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  void queryClient.invalidateQueries({ refetchType: 'none' });
}

// What was saved is in the cache before the first route loads, so an offline start shows it at once
// instead of waiting on a fetch that cannot happen. A slow disk never holds the page back long.
// A page that came with its data does not wait for it (saved data never replaces newer data).
// Saving starts once the restore is done, since each save writes the whole cache.
const restored = persistence
  .restore()
  // Saved data is shown at once but never trusted as fresh: it is fetched again whenever online.
  .then(() => queryClient.invalidateQueries({ refetchType: 'none' }))
  .catch(() => {})
  .then(() => persistence.start());
if (!pageData) await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, 1000))]);

// One person's data never outlives their session on this device: when the signed-in user changes (a
// sign-out, a refused session, someone else signing in, here or in another tab), what was theirs goes
// from memory and from storage, and so does their checkout draft with its address.
// The cart follows whoever is on the device: its code loads then, and at start for someone signed in.
const cartFollowsSession = () => void import('./features/cart/cart-session').then((cart) => cart.cartFollowsSession());
/** Drafts that end with a session (an address typed at checkout) of anyone no longer signed in here. */
const forgetEndedSessionDrafts = async () => {
  if (!(await databaseExists(deviceDatabases.drafts))) return;
  const drafts = await import('./lib/device-store/drafts');
  await drafts.forgetEndedSessionDrafts(sessionStore.get()?.email);
};
let signedIn = sessionStore.get()?.email;
sessionStore.subscribe(() => {
  const now = sessionStore.get()?.email;
  if (now === signedIn) return;
  if (signedIn) {
    endSession(queryClient);
    void persistence.forgetUser(signedIn);
    // The next person on this device never gets the previous one's notifications, nor sees their count: the
    // browser's subscription ends here, online or not (the shop forgot it with the session, or will at its
    // next push, which the push service refuses).
    void unsubscribeBrowser();
    setAppBadge(0);
  }
  signedIn = now;
  void forgetEndedSessionDrafts();
  cartFollowsSession();
  keepCodeOfRole(sessionStore.get()?.role);
});

await yieldToBrowser();
// On a first visit the history marks the current entry (history.replaceState), which takes a while.
const history = createBrowserHistory();
await yieldToBrowser();
const router = createAppRouter(queryClient, { history });

handleSession({
  // The server refused the session (401/403): sign out and log in again, then come back here.
  rejected: () => {
    void signOut();
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
  },
  renew: refreshSession,
});

// What can wait for the page to paint and hydrate, each in an idle moment of its own: sending the outbox,
// keeping a returning user's session fresh, and fetching the catalogue's images ahead for offline use.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
const listsWithImages = [
  { queryKey: toolsQueryOptions().queryKey, imagesOf: (tools: unknown) => (tools as Tool[]).map((tool) => tool.img) },
  { queryKey: postsQueryOptions().queryKey, imagesOf: (posts: unknown) => (posts as Post[]).map((post) => post.img) },
];
for (const work of [() => startOutbox(outboxKinds), keepSessionFresh, () => warmImages(queryClient, listsWithImages)])
  whenIdle(() => work());
if (signedIn) whenIdle(cartFollowsSession);
whenIdle(() => void forgetEndedSessionDrafts());
whenIdle(() => keepCodeOfRole(sessionStore.get()?.role));
// This device's subscription is stored again for whoever turned notifications on here (see keepSubscription).
const keepNotifications = () =>
  void import('./features/notifications/keep-subscription').then(({ keepSubscription }) => {
    const email = sessionStore.get()?.email;
    if (email && connection.online()) void keepSubscription(email);
  });
if (signedIn) whenIdle(keepNotifications);
preloadOfflineParts(router, { role: () => sessionStore.get()?.role });

/** The app is on the screen: only now does the worker's install (the whole shop's download) begin. */
const onFirstCommit = () => {
  performance.mark('brushwork:app-on-screen');
  registerServiceWorker();
};

if (root.hasChildNodes()) {
  // A prerendered public page: its route is loaded first, and the router renders the same tree as the
  // server did (flagged as server-rendered), so that the first render matches the HTML.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // In a transition React hydrates in slices of a few milliseconds, letting the browser in between.
  startTransition(() => {
    hydrateRoot(
      root,
      <App router={router} queryClient={queryClient} dataAfterHydration={!pageData} onFirstCommit={onFirstCommit} />,
    );
  });
} else {
  createRoot(root).render(
    <App router={router} queryClient={queryClient} dataAfterHydration={false} onFirstCommit={onFirstCommit} />,
  );
}
