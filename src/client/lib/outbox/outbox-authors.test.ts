import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from './entry';
import { message, setupOutbox as setup } from './test-outbox';

describe('outbox: each entry goes out only with its author', () => {
  it('never lets a review waiting for a session hold back the contact messages queued after it', async () => {
    const { outbox, sent, signIn } = setup({ getToken: () => undefined, refreshToken: vi.fn(async () => undefined) });
    signIn('robin@example.com');
    await outbox.add('review', { message: 'Later', rating: 3 }, 'review');
    signIn(undefined);
    await outbox.add('contact', message('now'), 'contact');
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
    await outbox.add('contact', message("Ada's question"), 'ada message');
    signIn(undefined);
    await outbox.add('contact', message('anonymous'), 'anonymous message');

    signIn('bo@example.com');
    // What was written signed out is sent, but its contents (a visitor's details) are not shown to Bo.
    expect(await outbox.listFor('bo@example.com')).toEqual([]);
    expect(await outbox.othersWaiting('bo@example.com')).toBe(1);
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
    await outbox.add('contact', message('hi'), 'contact');
    await outbox.flush();
    expect(send.mock.calls.map(([entry, token]) => [entry.kind, token])).toEqual([
      ['review', 'token-of-robin@example.com'],
      ['review', 'fresh-token-of-robin@example.com'],
      ['contact', undefined],
    ]);
    expect(deps.refreshToken).toHaveBeenCalledTimes(1);
    expect(await outbox.list()).toEqual([]);
  });
});

describe('outbox: a signed-in author and their session', () => {
  it("books a visit written signed in with its author's session, so the visit is that account's", async () => {
    const { outbox, sent, signIn } = setup();
    signIn('ada@example.com');
    const booking = { start: '2026-03-09T09:00:00-05:00', name: 'Ada', email: 'ada@example.com' };
    await outbox.add('booking', { ...booking, phone: '555 0100', address: '1 Elm St', notes: '' }, 'visit');
    signIn(undefined);
    await outbox.add('booking', { ...booking, email: 'guest@example.com', phone: '1', address: '2', notes: '' }, 'v');
    signIn('ada@example.com');
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ entry, token }) => [entry.author, token])).toEqual([
      ['ada@example.com', 'token-of-ada@example.com'],
      [undefined, undefined],
    ]);
  });

  it('gives up on a renewal that hangs past its time limit, and keeps the entry for its session', async () => {
    const hanging = () => new Promise<undefined>(() => {});
    const { outbox, signIn } = setup({ getToken: () => undefined, refreshToken: hanging, renewalLimitMs: 50 });
    signIn('robin@example.com');
    const entry = await outbox.add('review', { message: 'Hung', rating: 2 }, 'review');
    expect(await outbox.attempt(entry)).toMatchObject({ outcome: 'waiting', entry: { waitReason: 'session' } });
  });
});
