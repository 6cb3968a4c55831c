import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, createOutbox, type OutboxDeps, type OutboxEntry } from './outbox';

let databaseCount = 0;

function setup(overrides: Partial<OutboxDeps> = {}) {
  let clock = 1_000_000;
  let id = 0;
  const sent: { entry: OutboxEntry; token: string | undefined }[] = [];
  const deps: OutboxDeps = {
    databaseName: `outbox-test-${++databaseCount}`,
    send: vi.fn(async (entry, token) => {
      sent.push({ entry, token });
      return { status: 201 };
    }),
    getToken: () => 'token-1',
    refreshToken: vi.fn(async () => 'token-2'),
    newId: () => `entry-${++id}`,
    now: () => clock,
    ...overrides,
  };
  return { outbox: createOutbox(deps), deps, sent, advance: (ms: number) => (clock += ms) };
}

describe('outbox', () => {
  it('sends entries oldest first with their id as the Idempotency-Key, then forgets them', async () => {
    const { outbox, sent, advance } = setup();
    await outbox.add('contact', { msg: 'first' }, 'first');
    advance(10);
    await outbox.add('contact', { msg: 'second' }, 'second');
    advance(10);
    await outbox.add('review', { message: 'third', rating: 5 }, 'third');
    await outbox.flush();
    expect(sent.map(({ entry }) => entry.payload)).toEqual([{ msg: 'first' }, { msg: 'second' }, { message: 'third', rating: 5 }]);
    expect(sent.map(({ entry }) => entry.id)).toEqual(['entry-1', 'entry-2', 'entry-3']);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps an entry when the network fails and retries it with growing backoff, keeping order', async () => {
    let online = false;
    const { outbox, sent, advance } = setup({
      send: vi.fn(async (entry) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push({ entry, token: undefined });
        return { status: 201 };
      }),
    });
    await outbox.add('contact', { msg: 'a' }, 'a');
    advance(1);
    await outbox.add('contact', { msg: 'b' }, 'b');

    await outbox.flush();
    let [first, second] = await outbox.list();
    expect(first).toMatchObject({ attempts: 1, state: 'waiting', lastError: 'Waiting for a connection.' });
    expect(first!.nextAttemptAt).toBe(1_000_001 + backoffDelay(1));
    expect(second!.attempts).toBe(0);

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
    await outbox.flush({ ignoreBackoff: true });
    expect(sent.map(({ entry }) => entry.payload.msg)).toEqual(['a', 'b']);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a permanently refused entry with its reason and goes on with the rest', async () => {
    const { outbox, sent } = setup({
      send: vi.fn(async (entry) => {
        if (entry.payload.msg === 'bad') return { status: 422, message: 'Enter a valid email address.' };
        sent.push({ entry, token: undefined });
        return { status: 201 };
      }),
    });
    await outbox.add('contact', { msg: 'bad' }, 'bad');
    await outbox.add('contact', { msg: 'good' }, 'good');
    await outbox.flush();
    const [kept] = await outbox.list();
    expect(kept).toMatchObject({ state: 'failed', lastError: 'Enter a valid email address.', payload: { msg: 'bad' } });
    expect(sent.map(({ entry }) => entry.payload.msg)).toEqual(['good']);

    await outbox.flush();
    expect(await outbox.list()).toHaveLength(1);
    await outbox.discard(kept!.id);
    expect(await outbox.list()).toEqual([]);
  });

  it('treats 429 and 5xx as worth retrying', async () => {
    const { outbox } = setup({ send: vi.fn(async () => ({ status: 503, message: 'busy' })) });
    await outbox.add('contact', { msg: 'x' }, 'x');
    await outbox.flush();
    expect((await outbox.list())[0]).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'busy' });
  });

  it('refreshes the session token before replaying a review when none is at hand', async () => {
    const refreshToken = vi.fn(async () => 'fresh-token');
    const { outbox, sent } = setup({ getToken: () => undefined, refreshToken });
    await outbox.add('review', { message: 'Nice', rating: 4 }, 'review');
    await outbox.flush();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([expect.objectContaining({ token: 'fresh-token' })]);
  });

  it('refreshes once and resends a review refused with 401, never sending contact messages with a token', async () => {
    const send = vi.fn(async (_entry: OutboxEntry, token: string | undefined) => ({ status: token === 'token-1' ? 401 : 201 }));
    const { outbox, deps } = setup({ send });
    await outbox.add('review', { message: 'Nice', rating: 4 }, 'review');
    await outbox.add('contact', { msg: 'hi' }, 'contact');
    await outbox.flush();
    expect(send.mock.calls.map(([entry, token]) => [entry.kind, token])).toEqual([
      ['review', 'token-1'],
      ['review', 'token-2'],
      ['contact', undefined],
    ]);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a review waiting while nobody can be signed in', async () => {
    const { outbox, deps } = setup({ getToken: () => undefined, refreshToken: vi.fn(async () => undefined) });
    await outbox.add('review', { message: 'Later', rating: 3 }, 'review');
    await outbox.flush();
    expect(deps.send).not.toHaveBeenCalled();
    expect((await outbox.list())[0]).toMatchObject({ state: 'waiting', lastError: 'Waiting for you to log in again.' });
  });

  it('survives a restart: a new outbox on the same database sees the waiting entries', async () => {
    const name = `outbox-restart-${Date.now()}`;
    const first = setup({ databaseName: name, send: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    await first.outbox.add('contact', { msg: 'kept' }, 'kept');
    await first.outbox.flush();
    const second = setup({ databaseName: name });
    expect((await second.outbox.list()).map((entry) => entry.payload)).toEqual([{ msg: 'kept' }]);
  });

  it('runs one flush at a time, so an entry is never sent twice at once', async () => {
    let release: () => void = () => {};
    const send = vi.fn(() => new Promise<{ status: number }>((resolve) => (release = () => resolve({ status: 201 }))));
    const { outbox } = setup({ send });
    await outbox.add('contact', { msg: 'once' }, 'once');
    const flushes = [outbox.flush(), outbox.flush(), outbox.flush()];
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    release();
    await Promise.all(flushes);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
