import type { AnyRouter } from '@tanstack/react-router';
import { AppChrome } from './deferred-app-chrome';

/** Whether someone of `role` may open the route `id`: a role's own pages only for that role. */
const opensFor = (id: string, role: string | undefined) =>
  (role === 'admin' || !id.includes('/_admin')) && (role === 'painter' || !id.includes('/_painter'));

/**
 * What a page may need once the signal drops is loaded while online: the app's chrome and notification
 * area (a form's "will send when you are back online" is one of its notices) and the code of every page
 * the person may open (admin pages only for an admin, the painter's only for a painter). Only the pages' own
 * code, not their data.
 *
 * Never on the first visit's path: on a page the worker controls it runs in the first idle moment (the
 * code comes from the worker's precache, not the network); otherwise once the person starts using the
 * page, at the first field they enter or the first page they open after it.
 */
export function preloadOfflineParts(router: AnyRouter, { role }: { role: () => string | undefined }) {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  let started = false;
  const preload = () => {
    if (started) return;
    started = true;
    stopWatching();
    whenIdle(() => {
      const routes = Object.values(router.routesById) as Parameters<AnyRouter['loadRouteChunk']>[0][];
      const loads = [
        AppChrome.preload(),
        import('./notification-area'),
        import('./outbox-list'),
        import('./sign-out-button'),
        import('@/client/lib/auth/device-sign-out'),
        ...routes
          .filter((route) => opensFor(route.id, role()))
          .map((route) => Promise.resolve(router.loadRouteChunk(route))),
      ];
      void Promise.allSettled(loads).then(() => performance.mark('brushwork:offline-parts-loaded'));
    });
  };
  const onField = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target.matches('input, textarea, select')) preload();
  };
  const stopOnNavigation = router.subscribe('onResolved', ({ fromLocation }) => {
    if (fromLocation) preload();
  });
  function stopWatching() {
    removeEventListener('focusin', onField);
    stopOnNavigation();
  }
  if (navigator.serviceWorker?.controller) preload();
  else addEventListener('focusin', onField);
}
