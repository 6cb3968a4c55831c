/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { inParallel } from './in-parallel';
import { type RoleArea, roleAreaFolder, roleAreas } from './role-areas';

declare const self: ServiceWorkerGlobalScope;

const areaOf = (url: string): RoleArea | undefined =>
  roleAreas.find((area) => new URL(url, self.location.href).pathname.startsWith(`/${roleAreaFolder(area)}`));

/**
 * The worker's precache, fetched in parallel: the app shell, the prerendered pages and the code of every page
 * anyone may open. All or nothing, as with Workbox's own: a file that fails fails the install, and the
 * previous version (if any) stays. A file unchanged since the previous version is not fetched again (its
 * cache key is its revision or its hashed name). The admin's and the painter's code is not in it: it is kept
 * in a second step, only on a device where someone of that role signs in (`keepRoleArea`).
 */
export function precacheInParallel(manifest: (string | PrecacheEntry)[], options: { directoryIndex: string }) {
  const controller = new PrecacheController();
  const areas = new Map<RoleArea, string[]>(roleAreas.map((area) => [area, []]));
  const everyone: (string | PrecacheEntry)[] = [];
  for (const entry of manifest) {
    const url = typeof entry === 'string' ? entry : entry.url;
    const area = areaOf(url);
    if (area) areas.get(area)!.push(new URL(url, self.location.href).href);
    else everyone.push(entry);
  }
  controller.addToCacheList(everyone);

  self.addEventListener('install', (event) => {
    const files = [...controller.getURLsToCacheKeys()];
    event.waitUntil(
      inParallel(files, ([url, cacheKey]) => {
        // A revisioned file (the shell, a page) is fetched past the HTTP cache; a hashed one may come from it.
        const request = new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: cacheKey === url ? 'default' : 'reload',
          credentials: 'same-origin',
          priority: 'high',
        });
        return Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      }),
    );
  });

  const areaCaches = new Map(
    roleAreas.map((area) => [area, new CacheFirst({ cacheName: `brushwork-role-area-${area}` })]),
  );
  self.addEventListener('activate', (event) => {
    controller.activate(event);
    // A role's files of earlier versions go; their names are hashed, so what stays is this version's.
    event.waitUntil(
      Promise.all(
        roleAreas.map(async (area) => {
          const cache = await caches.open(areaCaches.get(area)!.cacheName);
          const current = new Set(areas.get(area));
          for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
        }),
      ),
    );
  });

  registerRoute(new PrecacheRoute(controller, options));
  // A role's code comes from its own cache, or from the network into it.
  for (const [area, strategy] of areaCaches) registerRoute(({ url }) => areaOf(url.href) === area, strategy);

  return {
    createHandlerBoundToURL: (url: string) => controller.createHandlerBoundToURL(url),
    /** Fetches every file of a role's pages that this device does not hold yet, in parallel. */
    keepRoleArea: (area: RoleArea, event: ExtendableEvent) => {
      const strategy = areaCaches.get(area)!;
      return inParallel(areas.get(area)!, (url) => strategy.handle({ event, request: new Request(url) }));
    },
  };
}
