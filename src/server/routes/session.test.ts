import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, jsonRequest, signedInUser, type TestApp } from '../test/app';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestDatabase(async (opened) => {
  database = opened;
  app = createTestApp(database);
});

describe('DELETE /api/session', () => {
  it('ends the session on the server: the same token is refused with 401 afterwards', async () => {
    const { user, auth } = await signedInUser(database);
    expect((await app.request(`/api/users/${user.email}`, { headers: auth })).status).toBe(200);
    expect((await app.request('/api/session', { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await app.request(`/api/users/${user.email}`, { headers: auth })).status).toBe(401);
    expect((await app.request('/api/session', { method: 'DELETE', headers: auth })).status).toBe(401);
  });

  it('refuses a caller with no session', async () => {
    expect((await app.request('/api/session', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('review names', () => {
  it('shows "Customer" for a profile without a name, never a piece of the email address', async () => {
    const { auth } = await signedInUser(database, { name: '', email: `private.person-${Date.now()}@example.com` });
    const response = await app.request('/api/reviews', jsonRequest('POST', { message: 'Good tape', rating: 4 }, auth));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { name: string }).name).toBe('Customer');
  });
});
