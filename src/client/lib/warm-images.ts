import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { connection } from './connection';

/** A list whose items show an image, and how to read their addresses from it. */
export type ImageList = { queryKey: QueryKey; imagesOf: (data: unknown) => string[] };

/**
 * Once a list with images (the tools, the blog) has been seen while online, the service worker fetches its
 * images ahead, when the page is idle, so that every tool and post opens offline with its picture, not only
 * those shown before. The worker keeps them within its images' bound (sw.ts). Each address is asked once.
 */
export function warmImages(queryClient: QueryClient, lists: ImageList[]) {
  const asked = new Set<string>();
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 500));
  const warm = () => {
    if (!connection.online()) return;
    const urls = lists
      .flatMap(({ queryKey, imagesOf }) => {
        const data = queryClient.getQueryData(queryKey);
        return data === undefined ? [] : imagesOf(data);
      })
      .filter((url) => !asked.has(url));
    if (urls.length === 0) return;
    urls.forEach((url) => asked.add(url));
    whenIdle(() => {
      void navigator.serviceWorker?.ready.then((registration) =>
        registration.active?.postMessage({ type: 'WARM_IMAGES', urls }),
      );
    });
  };
  const hashes = new Set(lists.map(({ queryKey }) => JSON.stringify(queryKey)));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && hashes.has(event.query.queryHash)) warm();
  });
  connection.onReconnect(warm);
  warm();
}
