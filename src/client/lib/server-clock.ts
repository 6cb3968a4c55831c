/**
 * The shop's clock, as its answers tell it. A phone's own clock may be hours off; a session's expiry or
 * the age of saved data read against it would loop, wait for ever, or sign someone out. So every fresh
 * answer of the shop (never a saved copy, whose `Date` is as old as the copy) sets the offset between the
 * shop's clock and the device's, kept on the device for a cold start offline.
 */
import { savedResponseHeader } from './saved-response';

const offsetKey = 'brushwork.clockOffset';
/** `Date` is whole seconds, truncated: the shop's true time lies within the second after it. */
const halfSecond = 500;

function readStoredOffset(): number {
  if (typeof localStorage === 'undefined') return 0;
  const stored = Number(localStorage.getItem(offsetKey));
  return Number.isFinite(stored) ? stored : 0;
}

let offsetMs = readStoredOffset();

export const serverClock = {
  /** The shop's clock minus the device's, in milliseconds. */
  offset: () => offsetMs,
  /** Now, on the shop's clock. */
  now: () => Date.now() + offsetMs,
  /** A time on the shop's clock (a token's expiry, an answer's `Date`) as the device's clock reads it. */
  toDeviceTime: (serverTime: number) => serverTime - offsetMs,
  /** Learns the offset from an answer that came from the shop itself, now. */
  observe(response: Response, receivedAt = Date.now()) {
    if (response.headers.has(savedResponseHeader)) return;
    const date = Date.parse(response.headers.get('Date') ?? '');
    if (Number.isNaN(date)) return;
    offsetMs = date + halfSecond - receivedAt;
    if (typeof localStorage !== 'undefined') {
      try {
        localStorage.setItem(offsetKey, String(offsetMs));
      } catch {
        // Storage full or refused: the offset still holds for this page's life.
      }
    }
  },
};

/** The time an answer was produced by the shop (its `Date`), on the device's clock; undefined without one. */
export function producedAt(response: Response): number | undefined {
  const date = Date.parse(response.headers.get('Date') ?? '');
  return Number.isNaN(date) ? undefined : serverClock.toDeviceTime(date + halfSecond);
}
