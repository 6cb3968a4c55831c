import { isRoleArea, type KeepRoleAreaMessage } from '@/client/worker/role-areas';

/**
 * Registers the service worker as soon as the page has loaded, from the page's first script, so that a first
 * visit starts keeping the shop for offline use at once rather than after the app's chrome has loaded. The
 * update prompt (workbox-window) registers the same worker again later, which changes nothing.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/** Someone of this role is signed in on this device: the worker keeps their pages' code too. */
export function keepCodeOfRole(role: string | undefined) {
  if (!isRoleArea(role)) return;
  const message: KeepRoleAreaMessage = { type: 'KEEP_ROLE_AREA', area: role };
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message));
}
