import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSession } from '../auth/user-sessions';
import type { DatabaseHandle } from '../db/client';
import { userSessions } from '../db/schema';
import { createTestApp, jsonRequest, signedInUser, testSessions, type TestApp } from '../test/app';
import { unsignedIdToken } from '../test/id-tokens';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestDatabase(async (opened) => {
  database = opened;
  app = createTestApp(database);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A signed-in user, and a second device of theirs with a session of its own. */
async function userOnTwoDevices() {
  const { user, token } = await signedInUser(database);
  return { user, phone: token, tablet: await startSession(database.db, testSessions, user.id) };
}
const profileStatus = async (email: string, token: string) =>
  (await app.request(`/api/users/${email}`, { headers: bearer(token) })).status;
const signOut = async (token: string, path = '/api/session') =>
  (await app.request(path, { method: 'DELETE', headers: bearer(token) })).status;
/** A device's exchange of its Firebase sign-in (made `authTime` seconds ago) for a session token. */
const exchange = (email: string, body: Record<string, unknown> = {}, authTime = Math.floor(Date.now() / 1000) - 10) =>
  app.request(
    `/api/users/${email}`,
    jsonRequest('PUT', { email, ...body }, bearer(unsignedIdToken(email, { auth_time: authTime }))),
  );
const sessionsOf = async (userId: string) =>
  (await database.db.select({ count: count() }).from(userSessions).where(eq(userSessions.userId, userId)))[0]!.count;

describe('DELETE /api/session', () => {
  it('ends the session on the server: the same token is refused with 401 afterwards', async () => {
    const { user, auth, token } = await signedInUser(database);
    expect((await app.request(`/api/users/${user.email}`, { headers: auth })).status).toBe(200);
    expect(await signOut(token)).toBe(204);
    expect(await profileStatus(user.email, token)).toBe(401);
    expect(await signOut(token)).toBe(401);
  });

  it('ends only the session presented: the same user on another device stays signed in', async () => {
    const { user, phone, tablet } = await userOnTwoDevices();
    expect(await signOut(tablet)).toBe(204);
    expect(await profileStatus(user.email, tablet)).toBe(401);
    expect(await profileStatus(user.email, phone)).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('refuses a caller with no session', async () => {
    expect((await app.request('/api/session', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('DELETE /api/sessions (sign out everywhere)', () => {
  it('ends every session of the user, and no device renews one from the Firebase sign-in it had', async () => {
    const { user, phone, tablet } = await userOnTwoDevices();
    const stranger = await signedInUser(database);
    const signedInBefore = Math.floor(Date.now() / 1000) - 10;
    expect(await signOut(phone, '/api/sessions')).toBe(204);
    expect(await profileStatus(user.email, phone)).toBe(401);
    expect(await profileStatus(user.email, tablet)).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
    // Another user's session is not touched.
    expect(await profileStatus(stranger.user.email, stranger.token)).toBe(200);

    // The tablet renews silently from the Firebase sign-in it holds: refused, so it signs in again by hand.
    const renewal = await exchange(user.email, { session: tablet }, signedInBefore);
    expect(renewal.status).toBe(401);
    expect(await renewal.json()).toEqual({ error: { code: 'signed_out', message: expect.any(String) } });
    expect(await sessionsOf(user.id)).toBe(0);
    const byHand = await exchange(user.email, {}, Math.floor(Date.now() / 1000) + 1);
    expect(byHand.status).toBe(200);
    const { token } = (await byHand.json()) as { token: string };
    expect(await profileStatus(user.email, token)).toBe(200);
  });

  it('refuses a caller with no session', async () => {
    expect((await app.request('/api/sessions', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('a device’s renewal (PUT /api/users/:email with its last token)', () => {
  it('continues its session, expired token too, so that signing out ends every token of the device', async () => {
    const { user, token: first } = await signedInUser(database);
    const renewed = (await (await exchange(user.email, { session: first })).json()) as { token: string };
    const [a, b] = [await testSessions.verify(first), await testSessions.verify(renewed.token)];
    expect(b).toEqual(a);
    expect(await sessionsOf(user.id)).toBe(1);
    expect(await signOut(renewed.token)).toBe(204);
    expect(await profileStatus(user.email, first)).toBe(401);
  });

  it('starts a new session for a token that is not one of this user’s live sessions', async () => {
    const { user, token: mine } = await signedInUser(database);
    const other = await signedInUser(database);
    expect(await signOut(mine)).toBe(204);
    for (const session of [mine, other.token, 'not-a-token', '']) {
      const response = await exchange(user.email, { session });
      expect(response.status).toBe(200);
      const { token } = (await response.json()) as { token: string };
      expect((await testSessions.verify(token)).userId).toBe(user.id);
      expect(await profileStatus(user.email, token)).toBe(200);
    }
    expect(await sessionsOf(user.id)).toBe(4);
    expect(await profileStatus(other.user.email, other.token)).toBe(200);
  });

  it('refuses a session field that is not a token’s text, with 422 or 413, storing nothing', async () => {
    const { user } = await signedInUser(database);
    for (const session of [42, { sid: 'x' }, ['a'], 'x'.repeat(5000)]) {
      const response = await exchange(user.email, { session });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid', issues: [{ path: 'session' }] } });
    }
    expect((await exchange(user.email, { session: 'x'.repeat(1024 * 1024) })).status).toBe(413);
    expect(await sessionsOf(user.id)).toBe(1);
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
