import { isRoleArea, type KeepRoleAreaMessage } from '@/client/worker/role-areas';

/**
 * Registers the service worker once the page has loaded and its first work is done, from the page's first
 * script, so that a first visit starts keeping the shop for offline use at once rather than after the app's
 * chrome has loaded; waiting for the main thread to be idle (a second at most) keeps the worker's install off
 * the cores while the page hydrates, which a slow phone feels as blocking time. The update prompt
 * (workbox-window) registers the same worker again later, which changes nothing.
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
