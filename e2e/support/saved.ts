import { expect, type Locator, type Page } from '@playwright/test';
import { savedQueryKeys } from './offline';

/**
 * Waits until the app has saved these queries on the device (IndexedDB, where a cold start offline reads
 * them): in the public record, or in a signed-in user's (`user:<email>`). A query key as the app writes it.
 */
export async function waitForSaved(
  page: Page,
  queryKeys: readonly (readonly unknown[])[],
  { record = 'public', timeout }: { record?: string; timeout?: number } = {},
) {
  const wanted = queryKeys.map((key) => JSON.stringify(key));
  await expect
    .poll(
      async () => {
        const saved = (await savedQueryKeys(page))[record] ?? [];
        return wanted.filter((hash) => !saved.includes(hash));
      },
      { message: `queries saved in the "${record}" record`, timeout },
    )
    .toEqual([]);
}

/** What the device saved for one query in a record (its data as the app keeps it); undefined while none. */
export function savedQueryData(page: Page, record: string, queryKey: readonly unknown[]): Promise<unknown> {
  return page.evaluate(
    ({ record, hash }) =>
      new Promise<unknown>((resolve, reject) => {
        const request = indexedDB.open('brushwork-cache', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('queries');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result.transaction('queries').objectStore('queries').get(record);
          read.onsuccess = () => {
            const queries = (read.result?.clientState?.queries ?? []) as {
              queryHash: string;
              state: { data: unknown };
            }[];
            request.result.close();
            resolve(queries.find((query) => query.queryHash === hash)?.state.data);
          };
        };
      }),
    { record, hash: JSON.stringify(queryKey) },
  );
}

export type SavedOutboxEntry = { summary: string; author?: string; attempts: number; claim?: unknown };

/** What waits in the outbox on the device, oldest first: empty when the outbox was never written. */
export function outboxEntries(page: Page): Promise<SavedOutboxEntry[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('brushwork-outbox')) return [];
    return new Promise<SavedOutboxEntry[]>((resolve, reject) => {
      const request = indexedDB.open('brushwork-outbox');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const all = request.result.transaction('entries').objectStore('entries').index('createdAt').getAll();
        all.onsuccess = () => {
          request.result.close();
          resolve(all.result as SavedOutboxEntry[]);
        };
        all.onerror = () => reject(all.error);
      };
    });
  });
}

/**
 * Waits until no request of the page's (its service worker's included) is in flight, and none has been for
 * `quietMs`: what the page started is over, so what it did not send, it did not send.
 */
export async function waitForNetworkQuiet(page: Page, quietMs = 500) {
  const context = page.context();
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight = Math.max(inFlight - 1, 0)), (lastChange = Date.now()));
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] }).toBe(true);
  } finally {
    context.off('request', started);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
  }
}

/** Waits until the transitions and animations running in `scope` (the page, or one element) are over. */
export async function waitForAnimations(scope: Page | Locator) {
  await ('goto' in scope ? scope.locator('html') : scope).evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export type SavedDraft = { owner: string; kind: string; key: string; value: unknown };

/** The drafts kept on the device (a checkout being filled, a quote being priced): whose, of which kind, what. */
export function deviceDrafts(page: Page): Promise<SavedDraft[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('brushwork-drafts')) return [];
    return new Promise<SavedDraft[]>((resolve, reject) => {
      const request = indexedDB.open('brushwork-drafts');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const all = request.result.transaction('drafts').objectStore('drafts').getAll();
        all.onsuccess = () => {
          request.result.close();
          resolve((all.result as SavedDraft[]).map(({ owner, kind, key, value }) => ({ owner, kind, key, value })));
        };
        all.onerror = () => reject(all.error);
      };
    });
  });
}
