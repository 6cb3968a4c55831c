import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { get } from 'node:https';
import { decryptPush, newDeviceKeys } from '../../src/server/test/push-service';
import { readStack } from './stack-info';

/** What a notification carries (src/server/push/notifications.ts). */
export type Pushed = { title: string; body: string; url: string; tag: string };

/**
 * A phone or tablet whose browser subscribes through the stack's push service: headless Chromium reaches no
 * real push service, so `PushManager.subscribe` is stood in for in every page of `context` by one that answers
 * this device's endpoint and keys (kept across reloads, gone with `unsubscribe`), the way Chromium's would.
 * Notifications are allowed for the site, and every call of `Notification.requestPermission` is counted.
 */
export async function pushDevice(context: BrowserContext, name: string) {
  const keys = newDeviceKeys();
  const endpoint = `${readStack().pushOrigin}/push/${name}`;
  await context.grantPermissions(['notifications']);
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const kept = 'e2e-push-subscription';
      const asked = 'e2e-permission-asks';
      const subscription = () => ({
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(kept);
          return true;
        },
      });
      const requestPermission = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = async () => {
        localStorage.setItem(asked, String(Number(localStorage.getItem(asked) ?? 0) + 1));
        return requestPermission();
      };
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem(kept, '1');
        return subscription() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem(kept) ? subscription() : null) as unknown as PushSubscription;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
  return { name, endpoint, keys };
}

export type PushDevice = Awaited<ReturnType<typeof pushDevice>>;

/** How often the page asked the browser for permission to notify. */
export const permissionAsks = (page: Page) =>
  page.evaluate(() => Number(localStorage.getItem('e2e-permission-asks') ?? 0));

/** What the push service received for `device`, each decrypted with the device's keys, as its browser would. */
export async function receivedBy(device: PushDevice): Promise<Pushed[]> {
  const { pushOrigin, pushCaFile } = readStack();
  const listed = await new Promise<{ body: string }[]>((resolve, reject) => {
    get(`${pushOrigin}/received/${device.name}`, { ca: readFileSync(pushCaFile, 'utf8') }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(text) as { body: string }[]));
    }).on('error', reject);
  });
  return listed.map(({ body }) => JSON.parse(decryptPush(Buffer.from(body, 'base64'), device.keys)) as Pushed);
}

/** Waits until `device` has received a notification with `title` from the shop, and answers it. */
export async function awaitPush(device: PushDevice, title: string, tag: string): Promise<Pushed> {
  await expect
    .poll(async () => (await receivedBy(device)).some((push) => push.title === title && push.tag === tag), {
      timeout: 20_000,
    })
    .toBe(true);
  return (await receivedBy(device)).find((push) => push.title === title && push.tag === tag)!;
}

/**
 * Hands a push to the page's service worker as the browser does when its push service delivers one (the
 * DevTools protocol's ServiceWorker.deliverPushMessage), with the text the device decrypted, and waits until the
 * worker shows a notification of its tag. Chromium drops a delivery it cannot hand over at once (a worker being
 * started on a loaded machine), with no answer to the caller; a push service sends again what was not taken, and
 * so does this, every few seconds.
 */
export async function deliverToWorker(page: Page, pushed: Pushed) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const shown = async () =>
    (await shownNotifications(page)).some(
      (notification) => notification.tag === pushed.tag && notification.title === pushed.title,
    );
  let deliveredAt = 0;
  await expect
    .poll(
      async () => {
        if (await shown()) return true;
        if (Date.now() - deliveredAt > 5_000) {
          deliveredAt = Date.now();
          await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(pushed) });
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await cdp.detach();
}

/** The notifications the worker shows now, as the page's registration lists them. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: notification.icon,
      badge: notification.badge,
      url: (notification.data as { url?: string } | null)?.url,
    })),
  );

/**
 * Clicks the shown notification of `tag`, as far as a headless browser can: the worker is handed a
 * notificationclick for it (no DevTools call clicks a notification).
 */
export async function clickNotification(context: BrowserContext, tag: string) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async (tag) => {
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
    type NotificationEvents = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as Scope;
    const NotificationEvent = (globalThis as unknown as { NotificationEvent: NotificationEvents }).NotificationEvent;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`No notification is shown with the tag ${tag}.`);
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, tag);
}
