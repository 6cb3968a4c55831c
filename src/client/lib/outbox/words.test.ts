import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../retry-after';
import { savedForLaterWords } from './words';

describe('outbox words and Retry-After', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(new Date(1_060_000).toUTCString(), 1_000_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('says why something waits and when it goes', () => {
    expect(savedForLaterWords('offline', 0)).toBe('Saved — will send when you are back online');
    // With nothing to send it while Brushwork is closed (no Background Sync, or it needs a session).
    expect(savedForLaterWords('offline', 0, { sendsInBackground: false })).toBe(
      'Saved — will send when you open Brushwork online',
    );
    expect(savedForLaterWords('rate-limited', 1_030_000, { now: 1_000_000 })).toMatch(
      /^Saved — the shop asked us to wait, so we will send it in 30 s \(at .+\)$/,
    );
    expect(savedForLaterWords('server-error', 1_002_000, { now: 1_000_000 })).toMatch(
      /^Saved — the shop could not take it just now; we will try again in 2 s/,
    );
  });
});
