import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, rateLimitWindows } from '../db/schema';
import { type createTestApp, jsonRequest, appWithRateLimits } from '../test/app';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;

const message = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  subject: 'Kitchen repaint',
  msg: 'Could you quote for a kitchen?',
};
const storedMessages = () => database.db.select().from(contactMessages);

// On PostgreSQL the limits live in the database, where every app on it shares them: emptied with the rest.
useTestApp((opened) => ({ database, app } = opened), { freshEachTest: [contactMessages, rateLimitWindows] });

describe('POST /api/msg', () => {
  it('stores the message', async () => {
    const response = await app.request('/api/msg', jsonRequest('POST', message));
    expect(response.status).toBe(201);
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ana Silva',
      email: 'ana@example.com',
      subject: 'Kitchen repaint',
      message: message.msg,
    });
  });

  it('refuses an invalid email with 422 and the field in the issues', async () => {
    const response = await app.request('/api/msg', jsonRequest('POST', { ...message, email: 'not-an-email' }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe('invalid');
    expect(body.error.issues.map((issue) => issue.path)).toEqual(['email']);
    expect(await storedMessages()).toHaveLength(0);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { ...message, msg: 42 }],
    ['blank message', { ...message, msg: '   ' }],
    ['a very long subject', { ...message, subject: 'x'.repeat(201) }],
  ])('refuses %s with 422', async (_label, body) => {
    const response = await app.request('/api/msg', jsonRequest('POST', body));
    expect(response.status).toBe(422);
    expect(await storedMessages()).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await app.request('/api/msg', jsonRequest('POST', '{"name": "unterminated'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await app.request('/api/msg', jsonRequest('POST', { ...message, msg: 'x'.repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('too_large');
  });

  it('stores text as given, markup included, and ignores extra fields', async () => {
    const payload = { ...message, msg: '<script>alert(1)</script> 🎨 ünïcödé', role: 'admin', id: 'x' };
    expect((await app.request('/api/msg', jsonRequest('POST', payload))).status).toBe(201);
    const [row] = await storedMessages();
    expect(row?.message).toBe('<script>alert(1)</script> 🎨 ünïcödé');
    expect(row).not.toHaveProperty('role');
  });

  it('stores a replay with the same Idempotency-Key once and answers it the same', async () => {
    const request = () =>
      app.request('/api/msg', jsonRequest('POST', message, { 'Idempotency-Key': 'outbox-entry-0001' }));
    const first = await request();
    const second = await request();
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await storedMessages()).toHaveLength(1);
  });

  it('stores concurrent identical requests with one key once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.request('/api/msg', jsonRequest('POST', message, { 'Idempotency-Key': 'outbox-entry-race' })),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(await storedMessages()).toHaveLength(1);
  });

  it('refuses the same key with a different body with 422 and stores nothing more', async () => {
    const key = { 'Idempotency-Key': 'outbox-entry-reused' };
    expect((await app.request('/api/msg', jsonRequest('POST', message, key))).status).toBe(201);
    const other = await app.request('/api/msg', jsonRequest('POST', { ...message, msg: 'Something else' }, key));
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('idempotency_mismatch');
    expect(await storedMessages()).toHaveLength(1);
    // The same body again, spaced differently, is still the same request.
    const spaced = await app.request('/api/msg', jsonRequest('POST', JSON.stringify(message, null, 2), key));
    expect(spaced.status).toBe(201);
    expect(await storedMessages()).toHaveLength(1);
  });

  it('stores different keys separately', async () => {
    await app.request('/api/msg', jsonRequest('POST', message, { 'Idempotency-Key': 'outbox-entry-a1' }));
    await app.request('/api/msg', jsonRequest('POST', message, { 'Idempotency-Key': 'outbox-entry-b2' }));
    expect(await storedMessages()).toHaveLength(2);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await app.request('/api/msg', jsonRequest('POST', message, { 'Idempotency-Key': 'bad key!' }));
    expect(response.status).toBe(422);
    expect(await storedMessages()).toHaveLength(0);
  });

  it('rate limits a sender with 429 and Retry-After', async () => {
    app = appWithRateLimits(database, { contactMessages: { limit: 2, windowMs: 60_000 } });
    const send = () => app.request('/api/msg', jsonRequest('POST', message));
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(await storedMessages()).toHaveLength(2);
  });
});
