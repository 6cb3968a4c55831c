import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, type OutboxEntry } from './entry';
import { message, messageOf, setupOutbox as setup } from './test-outbox';

describe('outbox: sending and retrying', () => {
  it('marks an entry kept at once for the connection as waiting for it, and one to try at once as not yet', async () => {
    const { outbox } = setup();
    await outbox.add('contact', message('offline'), 'offline', { offline: true });
    await outbox.add('contact', message('now'), 'now');
    const [kept, fresh] = await outbox.list();
    expect(kept).toMatchObject({ waitReason: 'offline', lastError: 'Waiting for a connection.' });
    expect(fresh!.waitReason).toBeUndefined();
  });

  it('keeps a booking the shop refused because its time was taken, with the shop’s words, until discarded', async () => {
    const { outbox } = setup({
      send: vi.fn(async () => ({
        status: 409,
        message: 'That time was just booked by someone else. Please pick another.',
      })),
    });
    const visit = {
      start: '2026-03-10T10:00:00-04:00',
      name: 'Rosa',
      email: 'rosa@example.com',
      phone: '+1 541 555 0100',
      address: '1 Elm',
      notes: '',
    };
    await outbox.add('booking', visit, 'Visit', { offline: true });
    await outbox.flush({ connectionBack: true });
    const [refused] = await outbox.list();
    expect(refused).toMatchObject({
      state: 'failed',
      payload: visit,
      lastError: 'That time was just booked by someone else. Please pick another.',
    });
    await outbox.flush({ connectionBack: true });
    expect(await outbox.list()).toHaveLength(1);
  });

  it('sends entries oldest first with their id as the Idempotency-Key, then forgets them', async () => {
    const { outbox, sent, advance, signIn } = setup();
    await outbox.add('contact', message('first'), 'first');
    advance(10);
    await outbox.add('contact', message('second'), 'second');
    advance(10);
    signIn('robin@example.com');
    await outbox.add('review', { message: 'third', rating: 5 }, 'third');
    await outbox.flush();
    expect(sent.map(({ entry }) => entry.payload)).toEqual([
      message('first'),
      message('second'),
      { message: 'third', rating: 5 },
    ]);
    expect(sent.map(({ entry }) => entry.id)).toEqual(['entry-1', 'entry-2', 'entry-3']);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps entries when the network fails, retries each with growing backoff, and sends them all once it is back', async () => {
    let online = false;
    const { outbox, sent, advance } = setup({
      send: vi.fn(async (entry) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push({ entry, token: undefined });
        return { status: 201 };
      }),
    });
    await outbox.add('contact', message('a'), 'a');
    advance(1);
    await outbox.add('contact', message('b'), 'b');

    await outbox.flush();
    const [firstTry, second] = await outbox.list();
    let first = firstTry;
    expect(first).toMatchObject({
      attempts: 1,
      state: 'waiting',
      waitReason: 'offline',
      lastError: 'Waiting for a connection.',
    });
    expect(first!.nextAttemptAt).toBe(1_000_001 + backoffDelay(1));
    // Each entry is tried on its own: the first one's failure did not keep the second from its try.
    expect(second!.attempts).toBe(1);

    await outbox.flush();
    expect((await outbox.list())[0]!.attempts).toBe(1);

    advance(backoffDelay(1));
    await outbox.flush();
    [first] = await outbox.list();
    expect(first!.attempts).toBe(2);
    expect(backoffDelay(2)).toBeGreaterThan(backoffDelay(1));
    expect(backoffDelay(30)).toBe(5 * 60 * 1000);

    online = true;
    await outbox.flush();
    expect(sent).toEqual([]);
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ entry }) => messageOf(entry))).toEqual(['a', 'b']);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a permanently refused entry with its reason and goes on with the rest', async () => {
    const { outbox, sent } = setup({
      send: vi.fn(async (entry) => {
        if (messageOf(entry) === 'bad') return { status: 422, message: 'Enter a valid email address.' };
        sent.push({ entry, token: undefined });
        return { status: 201 };
      }),
    });
    await outbox.add('contact', message('bad'), 'bad');
    await outbox.add('contact', message('good'), 'good');
    await outbox.flush();
    const [kept] = await outbox.list();
    expect(kept).toMatchObject({ state: 'failed', lastError: 'Enter a valid email address.', payload: message('bad') });
    expect(sent.map(({ entry }) => messageOf(entry))).toEqual(['good']);

    await outbox.flush();
    expect(await outbox.list()).toHaveLength(1);
    await outbox.discard(kept!.id);
    expect(await outbox.list()).toEqual([]);
  });

  it('waits as long as the shop asks on 429, even when the connection comes back, without holding back other entries', async () => {
    const send = vi.fn(async (entry: OutboxEntry) =>
      entry.kind === 'contact' ? { status: 429, retryAfterMs: 120_000 } : { status: 201 },
    );
    const { outbox, advance, signIn } = setup({ send });
    const limited = await outbox.add('contact', message('slow down'), 'contact');
    signIn('robin@example.com');
    await outbox.add('review', { message: 'Fine', rating: 4 }, 'review');

    const result = await outbox.attempt(limited);
    expect(result).toMatchObject({
      outcome: 'waiting',
      entry: { waitReason: 'rate-limited', nextAttemptAt: 1_000_000 + 120_000 },
    });
    await outbox.flush({ connectionBack: true });
    expect(send.mock.calls.map(([entry]) => entry.kind)).toEqual(['contact', 'review']);
    expect((await outbox.list()).map((entry) => entry.kind)).toEqual(['contact']);

    advance(119_000);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    advance(1_000);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('retries a server error with backoff and says why', async () => {
    const { outbox } = setup({ send: vi.fn(async () => ({ status: 503, message: 'busy' })) });
    await outbox.add('contact', message('x'), 'x');
    await outbox.flush();
    expect((await outbox.list())[0]).toMatchObject({
      state: 'waiting',
      attempts: 1,
      waitReason: 'server-error',
      lastError: 'The shop could not take it just now (503).',
      nextAttemptAt: 1_000_000 + backoffDelay(1),
    });
  });

  it('survives a restart: a new outbox on the same database sees the waiting entries', async () => {
    const name = `outbox-restart-${Date.now()}`;
    const first = setup({ databaseName: name, send: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    await first.outbox.add('contact', message('kept'), 'kept');
    await first.outbox.flush();
    const second = setup({ databaseName: name });
    expect((await second.outbox.list()).map((entry) => entry.payload)).toEqual([message('kept')]);
  });

  it('creates no database until something is written, as on a first visit', async () => {
    const { outbox, deps } = setup();
    const exists = async () => (await indexedDB.databases()).some(({ name }) => name === deps.databaseName);
    expect(await outbox.list()).toEqual([]);
    await outbox.flush();
    expect(await outbox.nextDueAt()).toBeUndefined();
    expect(await exists()).toBe(false);
    await outbox.add('contact', message('first'), 'first');
    expect(await exists()).toBe(true);
    expect(await outbox.list()).toHaveLength(1);
  });

  it('runs one flush at a time, so an entry is never sent twice at once', async () => {
    let release: () => void = () => {};
    const send = vi.fn(() => new Promise<{ status: number }>((resolve) => (release = () => resolve({ status: 201 }))));
    const { outbox } = setup({ send });
    await outbox.add('contact', message('once'), 'once');
    const flushes = [outbox.flush(), outbox.flush(), outbox.flush()];
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    release();
    await Promise.all(flushes);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('knows when the next entry of the signed-in user falls due', async () => {
    const { outbox, signIn } = setup({ send: vi.fn(async () => ({ status: 429, retryAfterMs: 30_000 })) });
    expect(await outbox.nextDueAt()).toBeUndefined();
    await outbox.flush();
    await outbox.attempt(await outbox.add('contact', message('x'), 'x'));
    expect(await outbox.nextDueAt()).toBe(1_030_000);
    signIn('ada@example.com');
    expect(await outbox.nextDueAt()).toBe(1_030_000);
  });
});
