import { type FetchAheadMessage, isRoleArea, type KeepRoleAreaMessage } from '@/client/worker/role-areas';

/**
 * Registers the service worker once the app is on the screen (the page hydrated, or rendered) and the main
 * thread is idle (a second at most). The worker's install downloads the whole shop; started beside the app's
 * start on a first visit, it shares the phone's cores with hydration, which the user feels as a page that
 * answers late (Lighthouse's blocking time on a post's page, medians of seven runs: 92 ms registered at the
 * page's load, 27 ms registered here). A first visit still works offline within seconds (scripts/benchmark-offline-ready.ts). The
 * update prompt (service-worker-update.ts) only watches the registration made here.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', fetchAheadForTheWorker);
  navigator.serviceWorker.startMessages();
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 1000 }) : setTimeout(register, 200);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Someone of this role is signed in on this device: the worker keeps their pages' code too. */
export function keepCodeOfRole(role: string | undefined) {
  if (!isRoleArea(role)) return;
  const message: KeepRoleAreaMessage = { type: 'KEEP_ROLE_AREA', area: role };
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * The installing worker's hashed files, fetched by the page into the HTTP cache the two share (the browser gives
 * a page more connections at once than a worker: worker/precache.ts). Prefetches: at the lowest priority, never
 * run as code, and only files of this site.
 */
export function fetchAheadForTheWorker(event: Pick<MessageEvent, 'data'>) {
  const message = event.data as Partial<FetchAheadMessage> | undefined;
  if (message?.type !== 'FETCH_AHEAD' || !Array.isArray(message.urls)) return;
  const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  const links = document.createDocumentFragment();
  for (const url of message.urls) {
    if (typeof url !== 'string' || !URL.canParse(url, location.href)) continue;
    // The address checked is the address fetched.
    const { href, origin } = new URL(url, location.href);
    if (origin !== location.origin || fetched.has(href)) continue;
    links.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
  }
  // In one go: a link at a time, the page's head changed thirty times in one task (130 ms at 4× CPU).
  document.head.append(links);
}
