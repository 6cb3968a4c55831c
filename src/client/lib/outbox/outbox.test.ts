import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, createOutbox, type OutboxDeps, type OutboxEntry } from './outbox';
import { retryAfterMs } from './transport';
import { savedForLaterWords } from './words';

let databaseCount = 0;

function setup(overrides: Partial<OutboxDeps> = {}) {
  let clock = 1_000_000;
  let id = 0;
  let user: string | undefined;
  const sent: { entry: OutboxEntry; token: string | undefined }[] = [];
  const deps: OutboxDeps = {
    databaseName: `outbox-test-${++databaseCount}`,
    send: vi.fn(async (entry, token) => {
      sent.push({ entry, token });
      return { status: 201 };
    }),
    currentUser: () => user,
    getToken: () => (user ? `token-of-${user}` : undefined),
    refreshToken: vi.fn(async () => (user ? `fresh-token-of-${user}` : undefined)),
    newId: () => `entry-${++id}`,
    now: () => clock,
    ...overrides,
  };
  return {
    outbox: createOutbox(deps),
    deps,
    sent,
    advance: (ms: number) => (clock += ms),
    signIn: (email: string | undefined) => (user = email),
  };
}

describe('outbox', () => {
  it('sends entries oldest first with their id as the Idempotency-Key, then forgets them', async () => {
    const { outbox, sent, advance, signIn } = setup();
    await outbox.add('contact', { msg: 'first' }, 'first');
    advance(10);
    await outbox.add('contact', { msg: 'second' }, 'second');
    advance(10);
    signIn('robin@example.com');
    await outbox.add('review', { message: 'third', rating: 5 }, 'third');
    await outbox.flush();
    expect(sent.map(({ entry }) => entry.payload)).toEqual([
      { msg: 'first' },
      { msg: 'second' },
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
    await outbox.add('contact', { msg: 'a' }, 'a');
    advance(1);
    await outbox.add('contact', { msg: 'b' }, 'b');

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

  it('waits as long as the shop asks on 429, even when the connection comes back, without holding back other entries', async () => {
    const send = vi.fn(async (entry: OutboxEntry) =>
      entry.kind === 'contact' ? { status: 429, retryAfterMs: 120_000 } : { status: 201 },
    );
    const { outbox, advance, signIn } = setup({ send });
    const limited = await outbox.add('contact', { msg: 'slow down' }, 'contact');
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
    await outbox.add('contact', { msg: 'x' }, 'x');
    await outbox.flush();
    expect((await outbox.list())[0]).toMatchObject({
      state: 'waiting',
      attempts: 1,
      waitReason: 'server-error',
      lastError: 'The shop could not take it just now (503).',
      nextAttemptAt: 1_000_000 + backoffDelay(1),
    });
  });

  it('never lets a review waiting for a session hold back the contact messages queued after it', async () => {
    const { outbox, sent, signIn } = setup({ getToken: () => undefined, refreshToken: vi.fn(async () => undefined) });
    signIn('robin@example.com');
    await outbox.add('review', { message: 'Later', rating: 3 }, 'review');
    signIn(undefined);
    await outbox.add('contact', { msg: 'now' }, 'contact');
    // As in the service worker, where nobody is signed in and no session can be had.
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ entry }) => entry.kind)).toEqual(['contact']);
    expect((await outbox.list()).map((entry) => entry.kind)).toEqual(['review']);

    signIn('robin@example.com');
    await outbox.flush({ connectionBack: true });
    expect((await outbox.list())[0]).toMatchObject({
      state: 'waiting',
      waitReason: 'session',
      lastError: 'Waiting for your session to be renewed.',
    });
  });

  it('sends an entry only with its author session, shows it only to them, and drops it when they choose so', async () => {
    const { outbox, sent, signIn } = setup();
    signIn('ada@example.com');
    await outbox.add('review', { message: "Ada's", rating: 5 }, 'ada review');
    await outbox.add('contact', { msg: "Ada's question" }, 'ada message');
    signIn(undefined);
    await outbox.add('contact', { msg: 'anonymous' }, 'anonymous message');

    signIn('bo@example.com');
    expect((await outbox.listFor('bo@example.com')).map((entry) => entry.summary)).toEqual(['anonymous message']);
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ entry, token }) => [entry.summary, token])).toEqual([['anonymous message', undefined]]);
    expect(await outbox.attempt((await outbox.list())[0]!)).toMatchObject({ outcome: 'not-yours' });

    signIn('ada@example.com');
    expect((await outbox.listFor('ada@example.com')).map((entry) => entry.author)).toEqual([
      'ada@example.com',
      'ada@example.com',
    ]);
    await outbox.discardAuthor('ada@example.com');
    expect(await outbox.list()).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('sends a kept entry once its author signs in again, with their token', async () => {
    const { outbox, sent, signIn } = setup();
    signIn('ada@example.com');
    await outbox.add('review', { message: 'Kept', rating: 4 }, 'review');
    signIn(undefined);
    await outbox.flush({ connectionBack: true });
    expect(sent).toEqual([]);
    signIn('ada@example.com');
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ token }) => token)).toEqual(['token-of-ada@example.com']);
  });

  it('refreshes once and resends a review refused with 401, never sending contact messages with a token', async () => {
    const send = vi.fn(async (_entry: OutboxEntry, token: string | undefined) => ({
      status: token?.startsWith('token-of') ? 401 : 201,
    }));
    const { outbox, deps, signIn } = setup({ send });
    signIn('robin@example.com');
    await outbox.add('review', { message: 'Nice', rating: 4 }, 'review');
    await outbox.add('contact', { msg: 'hi' }, 'contact');
    await outbox.flush();
    expect(send.mock.calls.map(([entry, token]) => [entry.kind, token])).toEqual([
      ['review', 'token-of-robin@example.com'],
      ['review', 'fresh-token-of-robin@example.com'],
      ['contact', undefined],
    ]);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    expect(await outbox.list()).toEqual([]);
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

  it('knows when the next entry of the signed-in user falls due', async () => {
    const { outbox, signIn } = setup({ send: vi.fn(async () => ({ status: 429, retryAfterMs: 30_000 })) });
    expect(await outbox.nextDueAt()).toBeUndefined();
    await outbox.flush();
    await outbox.attempt(await outbox.add('contact', { msg: 'x' }, 'x'));
    expect(await outbox.nextDueAt()).toBe(1_030_000);
    signIn('ada@example.com');
    expect(await outbox.nextDueAt()).toBe(1_030_000);
  });
});

describe('outbox words and Retry-After', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(new Date(1_060_000).toUTCString(), 1_000_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('says why something waits and when it goes', () => {
    expect(savedForLaterWords('offline', 0)).toBe('Saved — will send when you are back online');
    expect(savedForLaterWords('rate-limited', 1_030_000, 1_000_000)).toMatch(
      /^Saved — the shop asked us to wait, so we will send it in 30 s \(at .+\)$/,
    );
    expect(savedForLaterWords('server-error', 1_002_000, 1_000_000)).toMatch(
      /^Saved — the shop could not take it just now; we will try again in 2 s/,
    );
  });
});
