import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { savedResponseHeader } from './saved-response';

const deviceNow = Date.parse('2026-03-01T12:00:00Z');
const answer = (date: string, headers: Record<string, string> = {}) =>
  new Response('{}', { headers: { Date: date, ...headers } });

async function loadClock() {
  vi.resetModules();
  return import('./server-clock');
}

describe('the shop clock', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.useFakeTimers({ now: deviceNow });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('learns from a fresh answer how far the device clock is off, within the Date header second', async () => {
    const { serverClock } = await loadClock();
    // The device runs five hours fast: the shop says 07:00 when the device says 12:00.
    serverClock.observe(answer('Sun, 01 Mar 2026 07:00:00 GMT'));
    expect(serverClock.offset()).toBe(-5 * 60 * 60 * 1000 + 500);
    expect(serverClock.now()).toBe(Date.parse('2026-03-01T07:00:00.500Z'));
    expect(serverClock.toDeviceTime(Date.parse('2026-03-01T08:00:00Z'))).toBe(Date.parse('2026-03-01T12:59:59.500Z'));
  });

  it('never learns from a saved copy, whose Date is as old as the copy', async () => {
    const { serverClock } = await loadClock();
    serverClock.observe(answer('Sat, 28 Feb 2026 12:00:00 GMT', { [savedResponseHeader]: 'true' }));
    serverClock.observe(new Response('{}'));
    expect(serverClock.offset()).toBe(0);
  });

  it('keeps the offset on the device for a start with no answer yet', async () => {
    (await loadClock()).serverClock.observe(answer('Sun, 01 Mar 2026 15:00:00 GMT'));
    const { serverClock } = await loadClock();
    expect(serverClock.offset()).toBe(3 * 60 * 60 * 1000 + 500);
  });

  it('gives the time the shop produced an answer on the device clock', async () => {
    const { serverClock, producedAt } = await loadClock();
    serverClock.observe(answer('Sun, 01 Mar 2026 10:00:00 GMT'));
    // An answer produced by the shop at 09:00 its time, read on a device two hours ahead.
    expect(producedAt(answer('Sun, 01 Mar 2026 09:00:00 GMT'))).toBe(Date.parse('2026-03-01T11:00:00Z'));
    expect(producedAt(new Response('{}'))).toBeUndefined();
  });
});
