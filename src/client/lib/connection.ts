/**
 * Whether the shop can be reached. `navigator.onLine` only says whether the device has a network, and a
 * painter on a weak signal often has one that reaches nothing (some browsers even report a fresh page as
 * online with no network at all). So a request that gets no answer, or that the service worker could only
 * answer from its saved copy, marks the shop unreachable until a check gets through; any answer from the
 * shop marks it reachable again.
 */
import { savedResponseHeader } from './saved-response';

const probePath = '/api/health/live';
const firstProbeDelayMs = 2000;
const maxProbeDelayMs = 10_000;

let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelayMs = firstProbeDelayMs;
let watching = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function setUnreachable(value: boolean) {
  if (value === unreachable) return;
  unreachable = value;
  notify();
}

async function probe() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  if (!unreachable) return;
  try {
    const response = await fetch(probePath, { cache: 'no-store' });
    if (response.ok && !response.headers.has(savedResponseHeader)) {
      probeDelayMs = firstProbeDelayMs;
      setUnreachable(false);
      return;
    }
  } catch {
    // Still no answer: try again later.
  }
  probeDelayMs = Math.min(probeDelayMs * 2, maxProbeDelayMs);
  probeTimer = setTimeout(() => void probe(), probeDelayMs);
}

function watchBrowser() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  // The browser's word that the network is back is a reason to check at once, not proof.
  window.addEventListener('online', () => {
    notify();
    probeDelayMs = firstProbeDelayMs;
    void probe();
  });
  window.addEventListener('offline', notify);
}

export const connection = {
  online(): boolean {
    return typeof navigator === 'undefined' || (navigator.onLine && !unreachable);
  },
  /** Called with no argument whenever `online()` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    watchBrowser();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called each time the shop becomes reachable again after it was not; returns the unsubscribe. */
  onReconnect(listener: () => void): () => void {
    let wasOnline = connection.online();
    return connection.subscribe(() => {
      const online = connection.online();
      if (online && !wasOnline) listener();
      wasOnline = online;
    });
  },
  /** A request got no answer from the shop: treat it as offline and check now and then until it answers. */
  reportUnreachable() {
    if (typeof window === 'undefined') return;
    watchBrowser();
    if (unreachable) return;
    setUnreachable(true);
    probeDelayMs = firstProbeDelayMs;
    probeTimer = setTimeout(() => void probe(), probeDelayMs);
  },
  /** The shop answered, whatever it said. */
  reportReachable() {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    setUnreachable(false);
  },
  /** Sorts a response: from the network, or the service worker's saved copy when the network gave none. */
  observe(response: Response) {
    if (response.headers.has(savedResponseHeader)) connection.reportUnreachable();
    else connection.reportReachable();
  },
};
