import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api-client';
import { submitThroughOutbox } from './submit';
import type { OutboxEntry } from './entry';
import { sendOutboxEntry } from './send';
import { refusedFields } from './taken-back';
import { message, setupOutbox, testKinds } from './test-outbox';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const answer = (response: () => Response) => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const contact = { id: 'key-1', version: 1, kind: 'contact', payload: message('hi') } as OutboxEntry;
const booking = { id: 'key-2', version: 1, kind: 'booking', payload: { start: '2030-01-01T09:00' } } as OutboxEntry;
const slotTaken = { path: 'start', message: 'That time was just taken.' };
const invalidEmail = { path: 'email', message: 'Enter a valid email address.' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sending an entry: only the shop answers', () => {
  it('gives up on a request that never answers after its time limit, as on a dropped line', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
          ),
      ),
    );
    vi.useFakeTimers();
    const outcome = expect(sendOutboxEntry(contact, undefined)).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
  });

  it('does not take a captive portal page for a delivery, nor for a refusal', async () => {
    const page = (status: number) => () =>
      new Response('<html>Sign in to the Wi-Fi</html>', { status, headers: { 'Content-Type': 'text/html' } });
    answer(page(200));
    await expect(sendOutboxEntry(contact, undefined)).rejects.toBeInstanceOf(NetworkError);
    answer(page(403));
    await expect(sendOutboxEntry(contact, undefined)).rejects.toBeInstanceOf(NetworkError);
  });

  it("goes to its kind's route, under its Idempotency-Key, with the session it is given", async () => {
    const fetch = answer(() => json({ _id: 'r1' }, 201));
    expect(await sendOutboxEntry({ ...contact, kind: 'review' }, 'token-1')).toEqual({
      status: 201,
      answer: { _id: 'r1' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/reviews');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'key-1', Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(init?.body))).toEqual(message('hi'));
  });

  it("keeps a refusal's status, code and field issues, and a busy shop's Retry-After", async () => {
    answer(() => json({ error: { code: 'slot_taken', message: slotTaken.message, issues: [slotTaken] } }, 409));
    expect(await sendOutboxEntry(booking, undefined)).toMatchObject({
      status: 409,
      code: 'slot_taken',
      message: slotTaken.message,
      issues: [slotTaken],
    });
    answer(() => json({ error: { code: 'invalid', message: 'Invalid.', issues: [invalidEmail] } }, 422));
    expect(await sendOutboxEntry(contact, undefined)).toMatchObject({ status: 422, issues: [invalidEmail] });
    answer(() => json({ error: { code: 'rate_limited', message: 'Slow down.' } }, 429, { 'Retry-After': '30' }));
    expect(await sendOutboxEntry(contact, undefined)).toMatchObject({ status: 429, retryAfterMs: 30_000 });
  });
});

describe('a refusal reaches the form that queued it', () => {
  it('at once: a 409 slot_taken is thrown as the shop said it, with its field issue', async () => {
    answer(() => json({ error: { code: 'slot_taken', message: slotTaken.message, issues: [slotTaken] } }, 409));
    const visit = { start: '2030-01-01T09:00', name: 'Sam', email: 'sam@example.com', phone: '555 0100', address: '1' };
    const refused = await submitThroughOutbox(testKinds.booking, { ...visit, notes: '' }, 'Visit').catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'slot_taken', issues: [slotTaken] });
  });

  it('at once: a 422 keeps its field issues', async () => {
    answer(() => json({ error: { code: 'invalid', message: 'Invalid.', issues: [invalidEmail] } }, 422));
    const refused = await submitThroughOutbox(testKinds.contact, message('hi'), 'Message').catch((e) => e);
    expect(refused).toMatchObject({ status: 422, code: 'invalid', issues: [invalidEmail] });
  });

  it('later: a queued entry the shop refuses keeps the refusal, for its form and its item in the outbox', async () => {
    const { outbox } = setupOutbox({ send: sendOutboxEntry });
    await outbox.add('contact', message('later'), 'later', { offline: true });
    answer(() => json({ error: { code: 'invalid', message: 'Invalid.', issues: [invalidEmail] } }, 422));
    await outbox.flush({ connectionBack: true });
    const [refused] = await outbox.list();
    expect(refused).toMatchObject({
      state: 'failed',
      lastError: 'Invalid.',
      refusal: { status: 422, code: 'invalid', issues: [invalidEmail] },
    });
    // Taken back to its form, the shop's word goes under the field it named (by the form's name for it).
    expect(refusedFields(refused, { email: 'emailAddress' })).toEqual({ emailAddress: invalidEmail.message });
  });
});
