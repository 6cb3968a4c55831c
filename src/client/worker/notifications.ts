/// <reference lib="webworker" />
import { pushReceivedMessage } from '../lib/push-messages';
import { ownPage } from './own-page';

declare const self: ServiceWorkerGlobalScope;

/** What the shop's push carries (src/server/push/notifications.ts): all of it shown, or the page it opens. */
type Payload = { title: string; body: string; url: string; tag: string };

/** A push that cannot be read still shows something, as the browser requires, and opens the dashboard. */
const fallback: Payload = {
  title: 'Brushwork',
  body: 'Something new is waiting for you.',
  url: '/dashboard',
  tag: 'brushwork',
};

function readPayload(data: PushMessageData | null): Payload {
  try {
    const read = data?.json() as Partial<Record<keyof Payload, unknown>> | undefined;
    const text = (value: unknown, otherwise: string) => (typeof value === 'string' && value ? value : otherwise);
    return {
      title: text(read?.title, fallback.title),
      body: text(read?.body, ''),
      // Only a page of this shop, never another site.
      url: read?.url === undefined ? fallback.url : ownPage(read.url, self.location.origin),
      tag: text(read?.tag, fallback.tag),
    };
  } catch {
    return fallback;
  }
}

/** Focuses an open Brushwork window on `url`, or opens one there. */
async function openPage(url: string) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Focusing needs the person's click; a page is navigated with or without it.
    await open.focus().catch(() => undefined);
    if (await open.navigate(target).catch(() => null)) return;
  }
  await self.clients.openWindow(target);
}

/**
 * Web Push in the worker: a push shows its notification (its title and line, the app's icon and badge, one tag
 * per subject so that a later one replaces an earlier one), tells the open pages (their badge counts again) or,
 * with none open, marks the app's icon; a click on it opens its page in a Brushwork window.
 */
export function showNotifications() {
  self.addEventListener('push', (event) => {
    const { title, body, url, tag } = readPayload(event.data);
    event.waitUntil(
      (async () => {
        await self.registration.showNotification(title, {
          body,
          tag,
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          data: { url },
        });
        const pages = await self.clients.matchAll({ type: 'window' });
        pages.forEach((page) => page.postMessage({ type: pushReceivedMessage }));
        if (pages.length === 0) await self.navigator.setAppBadge?.().catch(() => undefined);
      })(),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openPage(ownPage(url, self.location.origin)));
  });
}
