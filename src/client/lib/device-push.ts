/**
 * This device's side of Web Push: the browser's subscription (one per installed app, whoever is signed in),
 * and whose it is, kept beside it so that the app never mistakes the previous person's for the current one's.
 */

/** Whose subscription this device holds: the signed-in person who turned notifications on here. */
const ownerKey = 'brushwork.pushOwner';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

const registration = async () => (pushSupported() ? navigator.serviceWorker.getRegistration() : undefined);

let changesInThisTab: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` alone among the changes to this device's subscription, across the app's tabs (Web Locks; one tab's
 * own queue where the browser has none). A start stores the subscription again while the person may press Turn
 * off: run side by side, the storing could reach the shop after the removal, and the shop would keep pushing to
 * a subscription the browser has ended.
 */
export async function oneSubscriptionChangeAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('brushwork.push', work);
  const turn = changesInThisTab.then(work, work);
  changesInThisTab = turn.catch(() => undefined);
  return turn;
}

/** The browser's subscription of this app, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** The subscription of `email` on this device: the browser's, when that person turned it on here. */
export async function subscriptionOf(email: string): Promise<PushSubscription | null> {
  if (localStorage.getItem(ownerKey) !== email) return null;
  return browserSubscription();
}

const keyBytes = (base64Url: string) =>
  Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));

/** Whether `subscription` was made with the shop's key `publicKey` (unknown, as a stand-in's, counts as made so). */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const bytes = new Uint8Array(key);
  const expected = keyBytes(publicKey);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

/**
 * Subscribes this device with the shop's key for `email`, once permission is granted; a subscription made with
 * another key (the shop's keys changed) is replaced.
 */
export async function subscribeWithKey(email: string, publicKey: string): Promise<PushSubscription> {
  const worker = await navigator.serviceWorker.ready;
  const existing = await worker.pushManager.getSubscription();
  if (existing && !madeWithKey(existing, publicKey)) await existing.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  localStorage.setItem(ownerKey, email);
  return subscription;
}

/**
 * Subscribes this device with the shop's key for `email`. The permission is asked here, so only after the person
 * pressed the button; answers undefined when they refused.
 */
export async function subscribeBrowser(email: string, publicKey: string): Promise<PushSubscription | undefined> {
  if ((await Notification.requestPermission()) !== 'granted') return undefined;
  return subscribeWithKey(email, publicKey);
}

/**
 * Ends this device's subscription in the browser, online or not: its push service then refuses the shop's
 * pushes (410), and the shop forgets it. Answers the endpoint it had, for the shop to be told at once.
 */
export async function unsubscribeBrowser(): Promise<string | undefined> {
  localStorage.removeItem(ownerKey);
  const subscription = await browserSubscription().catch(() => null);
  if (!subscription) return undefined;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}

/** The app icon's badge (Badging API, where the platform has it): a count, or cleared at 0. */
export function setAppBadge(count: number) {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  void (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
}
