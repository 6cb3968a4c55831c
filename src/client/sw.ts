/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { matchCatalogue } from '@/shared/catalogue-endpoints';
import { prerenderedPages, prerenderedPatterns } from '@/shared/prerendered-pages';
import { registerOutboxKinds } from './lib/outbox/kind';
import { createOutbox } from './lib/outbox/outbox';
import { outboxSyncTag } from './lib/outbox/entry';
import { sendOutboxEntry } from './lib/outbox/send';
import { sendOutboxAttachment } from './lib/outbox/send-attachment';
import { uploaderWith } from './lib/outbox/attachments';
import { savedResponseHeader } from './lib/saved-response';
import { outboxKinds } from './outbox-kinds';
import { inParallel } from './worker/in-parallel';
import { showNotifications } from './worker/notifications';
import { precacheInParallel } from './worker/precache';
import { isRoleArea } from './worker/role-areas';
import { takeSharedPhotos } from './worker/share-target';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The app shell, the prerendered pages and hashed assets, fetched in parallel; old precaches are removed
// when a new version activates. No directory index: `/` is the prerendered home page (below), not the shell.
const precache = precacheInParallel(self.__WB_MANIFEST, { directoryIndex: '' });
const { createHandlerBoundToURL } = precache;
cleanupOutdatedCaches();
// Pages opened before the worker first activated are taken over at once: a chunk one of them fetches
// after the signal drops then comes from the precache, instead of from a network that is gone.
clientsClaim();

// The public pages open as prerendered, offline too; every other page address opens the shell.
for (const [pathname, file] of Object.entries(prerenderedPages)) {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(file), { allowlist: [new RegExp(`^${pathname}$`)] }));
}
for (const { pattern, file } of prerenderedPatterns) {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(file), { allowlist: [new RegExp(pattern)] }));
}
// Photos shared from the gallery (the manifest's share target), kept on the device, offline too.
takeSharedPhotos();
// Push notifications shown, and their clicks opening their pages.
showNotifications();

// /api is never answered with HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// The public catalogue, blog and reviews (the shared list): fresh when the network answers within 3 s,
// saved otherwise.
registerRoute(
  ({ url, request }) => request.method === 'GET' && matchCatalogue(url.pathname) !== undefined,
  new NetworkFirst({
    cacheName: 'catalogue-api',
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      {
        // An answer from the saved copy says so, for the page to know the network gave none. All its
        // headers are kept, its `Date` too: the page dates the data by when the shop produced it.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(savedResponseHeader, 'true');
          return new Response(cachedResponse.body, {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

// Images never change under their URL: from the cache first, within a bound.
const images = new CacheFirst({
  cacheName: 'images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
// The shop's own images, but never a quote request's photos: those are private to their owner and the shop.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/quote-photos/'),
  images,
);

/** At most this many images are fetched ahead in one go, so a long catalogue never fills the device. */
const maxWarmedImages = 60;
// Orders, users, payments and sign-in are not routed here, so the worker never caches them.

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown; area?: unknown } | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Someone who opens the admin's (or the painter's) pages signed in here: their code is kept too.
  if (message?.type === 'KEEP_ROLE_AREA' && isRoleArea(message.area))
    event.waitUntil(precache.keepRoleArea(message.area, event));
  // The page saw the catalogue while online and idle: its images are fetched now, so tools open offline
  // with their pictures. Only this site's images, a few at a time, within the bound.
  if (message?.type === 'WARM_IMAGES' && Array.isArray(message.urls)) {
    const urls = message.urls
      .filter((url): url is string => typeof url === 'string')
      .map((url) => new URL(url, self.location.origin))
      .filter((url) => url.origin === self.location.origin)
      .slice(0, maxWarmedImages);
    event.waitUntil(
      inParallel(urls, (url) => images.handle({ event, request: new Request(url.href) }).catch(() => undefined)),
    );
  }
});

/**
 * Background Sync: the connection is back. An open page sends the outbox itself (it knows who is signed
 * in and can renew their session); with no page open, the worker sends only what was written signed
 * out, each entry on its own, so entries that wait for their author never hold those back.
 */
registerOutboxKinds(...outboxKinds);
const outbox = createOutbox({
  send: sendOutboxEntry,
  uploadAttachments: uploaderWith(sendOutboxAttachment),
  currentUser: () => undefined,
  getToken: () => undefined,
  refreshToken: async () => undefined,
  newId: () => crypto.randomUUID(),
});

self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== outboxSyncTag) return;
  syncEvent.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window' });
      if (pages.length > 0) {
        pages.forEach((page) => page.postMessage({ type: 'flush-outbox' }));
        return;
      }
      await outbox.flush({ connectionBack: true });
      // What could not go yet (no answer, a busy shop) fails this sync, so that the browser tries it again later.
      if ((await outbox.nextDueAt()) !== undefined) throw new Error('Outbox entries still wait to be sent.');
    })(),
  );
});
