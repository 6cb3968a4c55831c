import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { receiptKeepMs, type OutboxEntry, type SendOutcome } from './entry';
import { message, testKinds, twoOutboxes } from './test-outbox';
import { keptEntryWords, waitingWords } from './words';

const booked = { _id: 'visit-1', manageUrl: 'http://127.0.0.1/visits/visit-1?key=secret' };
const visit = { start: '2026-11-27T11:00:00-05:00', name: 'Rosa', email: 'r@example.com', phone: '1', address: 'x' };

describe('outbox: a page follows its entry until it is delivered, whoever delivers it', () => {
  it('tells the page at once, through the other tab’s broadcast, that its booking was delivered, with the answer', async () => {
    let answered = false;
    const send = vi.fn(async (): Promise<SendOutcome> => {
      if (!answered) {
        answered = true;
        throw new Error('the answer was lost on its way back');
      }
      return { status: 201, answer: booked };
    });
    const { tab: page, worker: other } = twoOutboxes(send);
    const entry = await page.add(testKinds.booking.kind, visit, 'Visit', {});
    expect(await page.attempt(entry)).toMatchObject({ outcome: 'waiting', entry: { waitReason: 'offline' } });
    expect(await page.track(entry.id, undefined)).toMatchObject({ entry: { state: 'waiting' } });

    const told = vi.fn();
    page.subscribe(told);
    await other.flush({ connectionBack: true });
    // The other page's change reaches this one through the BroadcastChannel, not by this page looking.
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
    expect(await page.track(entry.id, undefined)).toEqual({ receipt: expect.objectContaining({ answer: booked }) });
    expect(await page.list()).toEqual([]);
  });

  it('keeps a receipt private to its author, drops it with their entries at sign-out, and forgets it in time', async () => {
    let user: string | undefined = 'ada@example.com';
    const send = vi.fn(async () => ({ status: 201, answer: booked }));
    const { tab: page, advance } = twoOutboxes(send, () => user);
    const entry = await page.add(testKinds.booking.kind, visit, 'Visit', { offline: true });
    await page.flush({ connectionBack: true });
    expect((await page.track(entry.id, 'ada@example.com')).receipt?.answer).toEqual(booked);
    expect(await page.track(entry.id, 'bob@example.com')).toEqual({});
    expect(await page.track(entry.id, undefined)).toEqual({});
    await page.discardAuthor('ada@example.com');
    expect(await page.track(entry.id, 'ada@example.com')).toEqual({});

    const first = await page.add(testKinds.booking.kind, visit, 'First', { offline: true });
    await page.flush({ connectionBack: true });
    advance(receiptKeepMs + 1);
    user = undefined;
    const second = await page.add(testKinds.contact.kind, message('later'), 'Later', { offline: true });
    await page.flush({ connectionBack: true });
    // Each delivery clears the receipts past their time.
    expect(await page.track(first.id, 'ada@example.com')).toEqual({});
    expect((await page.track(second.id, undefined)).receipt).toBeDefined();
  });

  it('sends one entry now when its author asks, whatever its wait, and leaves a refused one alone', async () => {
    const send = vi.fn(async (entry: OutboxEntry) => ({ status: entry.summary === 'refused' ? 422 : 201 }));
    const { tab: page } = twoOutboxes(send);
    const waiting = await page.add(testKinds.contact.kind, message('now'), 'now', { offline: true });
    const refused = await page.add(testKinds.contact.kind, message('no'), 'refused', { offline: true });
    await page.attempt(refused);
    expect(await page.sendNow(waiting.id)).toMatchObject({ outcome: 'sent' });
    expect(await page.sendNow(refused.id)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('outbox words while the app is open', () => {
  const kept = (overrides: Partial<OutboxEntry>) =>
    ({ id: 'e', kind: 'booking', state: 'waiting', attempts: 1, nextAttemptAt: 0, ...overrides }) as OutboxEntry;

  it('never says it waits for Brushwork to be opened online while it is open and online: it says what happens next', () => {
    const lost = kept({ waitReason: 'offline', lastError: 'Waiting for a connection.', nextAttemptAt: 1_004_000 });
    const online = { online: true, now: 1_000_000, sendsInBackground: false };
    expect(keptEntryWords(lost, online)).toMatch(/^Saved — the shop did not answer; sending again in 4 s \(at /);
    expect(keptEntryWords(lost, { ...online, now: 1_005_000 })).toBe('Saved — sending it now…');
    expect(keptEntryWords({ ...lost, claim: { by: 'tab', until: 1_030_000 } }, online)).toBe('Saved — sending it now…');
    expect(keptEntryWords(lost, { ...online, online: false })).toBe('Saved — will send when you open Brushwork online');
    expect(waitingWords(lost, { online: true, now: 1_000_000 })).toMatch(/^The shop did not answer\. Next try in 4 s/);
    expect(waitingWords(lost, { online: false, now: 1_000_000 })).toBe('Waiting for a connection.');
  });
});
