import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimLeaseMs, type OutboxEntry, type SendOutcome } from './entry';
import { message, twoOutboxes } from './test-outbox';

/** A sender whose answers the test gives, one request at a time. */
function heldSender() {
  const pending: ((outcome: SendOutcome) => void)[] = [];
  const send = vi.fn((_entry: OutboxEntry) => new Promise<SendOutcome>((resolve) => pending.push(resolve)));
  return { send, answer: (request: number, outcome: SendOutcome) => pending[request]?.(outcome) };
}

/** An entry the tab is sending: its request is out, waiting for the answer the test gives. */
async function tabSending(summary: string) {
  const { send, answer } = heldSender();
  const outboxes = twoOutboxes(send);
  const entry = await outboxes.tab.add('contact', message(summary), summary);
  const tabSend = outboxes.tab.attempt(entry);
  await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  return { ...outboxes, send, answer, entry, tabSend };
}

/** The tab's claim lapses (it froze in the background, or died) and the worker sends the entry again. */
async function workerAfterLease({ advance, worker, entry, send }: Awaited<ReturnType<typeof tabSending>>) {
  advance(claimLeaseMs + 1);
  const workerSend = worker.attempt(entry);
  await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  return { workerSend };
}

describe('outbox: one send per entry at a time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an entry once while its first request is in flight, whoever else flushes meanwhile', async () => {
    const { send, answer, tab, worker, entry, tabSend } = await tabSending('once');
    // The tab's own timer, another tab and the worker's sync all try while the answer is on its way.
    await Promise.all([tab.flush({ connectionBack: true }), worker.flush({ connectionBack: true })]);
    expect(await worker.attempt(entry)).toMatchObject({ outcome: 'in-flight' });
    answer(0, { status: 201 });
    expect(await tabSend).toEqual({ outcome: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await tab.list()).toEqual([]);
  });

  it('never brings back an entry that another sender delivered, when its own late answer is saved', async () => {
    const sending = await tabSending('late');
    const { answer, tab, tabSend } = sending;
    const { workerSend } = await workerAfterLease(sending);
    answer(1, { status: 201 });
    expect(await workerSend).toEqual({ outcome: 'sent' });
    answer(0, { status: 503 });
    expect(await tabSend).toEqual({ outcome: 'gone' });
    expect(await tab.list()).toEqual([]);
  });

  it('lets another sender take an entry whose sender died mid-send, once its lease has run out', async () => {
    // The tab is closed with its request in flight: no answer ever comes back to it.
    const sending = await tabSending('orphan');
    expect(await sending.worker.attempt(sending.entry)).toMatchObject({ outcome: 'in-flight' });
    const { workerSend } = await workerAfterLease(sending);
    sending.answer(1, { status: 201 });
    expect(await workerSend).toEqual({ outcome: 'sent' });
  });

  it("does not release another sender's claim when its own late answer comes in", async () => {
    const sending = await tabSending('late 503');
    const { send, answer, tab, entry, tabSend } = sending;
    const { workerSend } = await workerAfterLease(sending);
    answer(0, { status: 503 });
    expect(await tabSend).toMatchObject({ outcome: 'in-flight' });
    // The worker's request is still out: the tab's late 503 must not free the entry for a third send.
    expect(await tab.attempt(entry)).toMatchObject({ outcome: 'in-flight' });
    expect(send).toHaveBeenCalledTimes(2);
    answer(1, { status: 201 });
    expect(await workerSend).toEqual({ outcome: 'sent' });
  });
});

describe('outbox: entries across app versions', () => {
  async function keep({ tab, databaseName }: ReturnType<typeof twoOutboxes>, version: number | undefined) {
    const entry = await tab.add('contact', message(`v${version}`), `v${version}`, { offline: true });
    const { version: _version, ...unversioned } = entry;
    const kept = version === undefined ? unversioned : { ...entry, version };
    const request = indexedDB.open(databaseName);
    await new Promise((resolve) => (request.onsuccess = resolve));
    const tx = request.result.transaction('entries', 'readwrite');
    tx.objectStore('entries').put(kept);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    request.result.close();
    return kept as OutboxEntry;
  }

  it('sends what an earlier release kept without a version, and leaves a newer version entry as it is', async () => {
    const send = vi.fn(async (_entry: OutboxEntry) => ({ status: 201 }));
    const senders = twoOutboxes(send);
    const { tab } = senders;
    await keep(senders, undefined);
    const newer = await keep(senders, 2);
    await tab.flush({ connectionBack: true });
    expect(send.mock.calls.map(([entry]) => entry.summary)).toEqual(['vundefined']);
    expect(await tab.attempt(newer)).toMatchObject({ outcome: 'other-version' });
    // Neither sent nor rewritten: the version that wrote it finds it as it left it.
    expect(await tab.list()).toEqual([newer]);
    expect(await tab.nextDueAt()).toBeUndefined();
  });
});
