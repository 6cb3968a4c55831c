import { afterEach, describe, expect, it, vi } from 'vitest';
import { goesWithSession, type OutboxEntry } from './lib/outbox/entry';
import { outboxKindOf, registerOutboxKinds } from './lib/outbox/kind';
import { sendOutboxEntry } from './lib/outbox/send';
import { outboxKinds } from './outbox-kinds';

afterEach(() => vi.unstubAllGlobals());

describe('the kinds the features declare', () => {
  it('are found in their features, and each is sent to the route its feature gives', async () => {
    expect(outboxKinds.map(({ kind, url }) => [kind, url]).sort()).toEqual([
      ['booking', '/api/bookings'],
      ['contact', '/api/msg'],
      ['quote-draft', '/api/quotes'],
      ['quote-request', '/api/quote-requests'],
      ['review', '/api/reviews'],
    ]);
    registerOutboxKinds(...outboxKinds);
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('{"_id":"m1"}', { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const entry = { id: 'key-1', version: 1, kind: 'contact', payload: { msg: 'hi' } } as OutboxEntry;
    expect(await sendOutboxEntry(entry, undefined)).toMatchObject({ status: 201 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/msg');
  });

  it('say who may send them: a review only signed in, a booking with its author, a message without', () => {
    registerOutboxKinds(...outboxKinds);
    expect(goesWithSession({ kind: 'review', author: undefined })).toBe(true);
    expect(goesWithSession({ kind: 'booking', author: 'ada@example.com' })).toBe(true);
    expect(goesWithSession({ kind: 'booking', author: undefined })).toBe(false);
    expect(goesWithSession({ kind: 'contact', author: 'ada@example.com' })).toBe(false);
    expect(outboxKindOf('contact')?.editAt).toBe('/contactUs');
    // An admin's save of a draft quote waits for its author, whoever else signs in on the tablet.
    expect(goesWithSession({ kind: 'quote-draft', author: undefined })).toBe(true);
  });
});
