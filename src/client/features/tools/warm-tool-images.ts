import type { QueryClient } from '@tanstack/react-query';
import type { Tool } from './api/tool-wire';
import { connection } from '@/client/lib/connection';
import { toolsQueryOptions } from './api/get-tools';

/**
 * Once the tools list has been seen while online, the service worker fetches its images ahead, when
 * the page is idle, so that every tool opens offline with its picture. The worker bounds how many.
 */
export function warmToolImages(queryClient: QueryClient) {
  const asked = new Set<string>();
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 500));
  const warm = () => {
    const tools = queryClient.getQueryData<Tool[]>(toolsQueryOptions().queryKey);
    const urls = (tools ?? []).map((tool) => tool.img).filter((url) => !asked.has(url));
    if (urls.length === 0 || !connection.online()) return;
    urls.forEach((url) => asked.add(url));
    whenIdle(() => {
      void navigator.serviceWorker?.ready.then((registration) =>
        registration.active?.postMessage({ type: 'WARM_IMAGES', urls }),
      );
    });
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.query.queryHash === JSON.stringify(toolsQueryOptions().queryKey)
    )
      warm();
  });
  connection.onReconnect(warm);
  warm();
}
