import { readdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Tool } from '../../src/shared/answers/catalogue';
import type { Order } from '../../src/shared/answers/orders';
import { openNavMenu } from './accounts';
import { apiSessionToken } from './fixtures';

/** Waits until the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** A role's files the worker keeps on this device (admin or painter), once it has fetched them. */
export const keptRoleFiles = (page: Page, area: 'admin' | 'painter') =>
  page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return 0;
    return (await (await caches.open(cacheName)).keys()).length;
  }, `brushwork-role-area-${area}`);

/** How many files of a role's pages the build made (their compressed copies aside). */
export const builtRoleFiles = (area: 'admin' | 'painter') =>
  readdirSync(`dist/assets/${area}`).filter((file) => !/\.(br|gz)$/.test(file)).length;

/** What the device saved of the query cache: the record names and, per record, the query keys in it. */
export function savedQueryKeys(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const request = indexedDB.open('brushwork-cache', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('queries');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const store = request.result.transaction('queries').objectStore('queries');
          const all: Record<string, string[]> = {};
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) {
              request.result.close();
              resolve(all);
              return;
            }
            const saved = at.value as { clientState: { queries: { queryHash: string }[] } };
            all[String(at.key)] = saved.clientState.queries.map((query) => query.queryHash);
            at.continue();
          };
        };
      }),
  );
}

/** A session token exactly like the server's, but for a time that has passed: what a phone holds after a long day offline. */
export function expiredCopyOf(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const expired = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })).toString(
    'base64url',
  );
  return `${header}.${expired}.${signature}`;
}

export async function sessionTokenExpiry(page: Page): Promise<number> {
  return page.evaluate(() => {
    const token = localStorage.getItem('accessToken') ?? '';
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    return payload.exp * 1000;
  });
}

/** The home page's tool cards. */
export const toolItems = (page: Page) => page.getByRole('list', { name: 'Tools' }).getByRole('listitem');

/**
 * The seeded catalogue shown whole: its 12 tools at least (a spec running beside this one may have added a tool of
 * its own, which shows too).
 */
export const expectWholeCatalogue = (page: Page) => expect(toolItems(page).nth(11)).toBeVisible();

export async function tools(page: Page): Promise<Tool[]> {
  return (await (await page.request.get('/api/services')).json()) as Tool[];
}

export async function placeOrder(page: Page, account: { email: string; password: string }, tool: Tool): Promise<Order> {
  const token = await apiSessionToken(page.request, account);
  const response = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      productId: tool._id,
      productQuantity: tool.minOrderQuanity,
      userAddress: '7 Ladder Lane',
      userState: 'Maine',
      userZip: '04101',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

export async function signOutKeepingNothingWaiting(page: Page) {
  await openNavMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'login', includeHidden: true })).toBeAttached();
}
