import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@/shared/api-types';
import { defaultRateLimits } from '../app-deps';
import { createIdTokenVerifier } from '../auth/id-token';
import { createSessionTokens } from '../auth/session-token';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, jsonRequest, signedInUser, testProjectId, testSessions } from '../test/app';
import { createTestDatabase } from '../test/database';
import { createTestSigningKey, unsignedIdToken } from '../test/id-tokens';

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(() => database.close());

const exchange = (
  target: ReturnType<typeof createTestApp>,
  email: string,
  idToken: string | undefined,
  body: unknown = { email, name: 'Body Name' },
) =>
  target.request(
    `/api/users/${encodeURIComponent(email)}`,
    jsonRequest('PUT', body, idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` }),
  );

const userRow = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('PUT /api/users/:email (token exchange)', () => {
  it('exchanges an emulator ID token for a session token and stores name and email only', async () => {
    const response = await exchange(app, 'New.Person@Example.com', unsignedIdToken('new.person@example.com'), {
      email: 'new.person@example.com',
      name: 'New Person',
      role: 'admin',
      address: 'injected',
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(await testSessions.verify(token)).toMatchObject({ tokenVersion: 0 });
    const row = await userRow('new.person@example.com');
    expect(row).toMatchObject({ name: 'New Person', role: null, address: '' });

    const me = await app.request('/api/users/new.person@example.com', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ email: 'new.person@example.com', name: 'New Person' });
  });

  it('takes the name from the token when the body has none, and keeps one row per email', async () => {
    await exchange(app, 'twice@example.com', unsignedIdToken('twice@example.com', { name: 'From Token' }), {});
    await exchange(app, 'twice@example.com', unsignedIdToken('twice@example.com'), { name: 'Renamed' });
    const rows = await database.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Renamed');
  });

  it.each([
    ['no token', undefined, 401],
    ['garbage', 'not.a.token', 401],
    ['an expired token', unsignedIdToken('x@example.com', { exp: Math.floor(Date.now() / 1000) - 5 }), 401],
    ['a wrong audience', unsignedIdToken('x@example.com', { aud: 'someone-else' }), 401],
    ['a wrong issuer', unsignedIdToken('x@example.com', { iss: 'https://evil.example.com/' }), 401],
    ['a token without email', unsignedIdToken('x@example.com', { email: undefined }), 401],
    ['a token for another email', unsignedIdToken('other@example.com'), 403],
  ])('refuses %s', async (_label, idToken, status) => {
    const response = await exchange(app, 'x@example.com', idToken);
    expect(response.status).toBe(status);
    expect(await userRow('x@example.com')).toBeUndefined();
  });

  it('refuses unsigned tokens outside emulator mode', async () => {
    const strict = createTestApp(database, {
      identity: createIdTokenVerifier({ projectId: testProjectId, emulator: false }),
    });
    expect((await exchange(strict, 'strict@example.com', unsignedIdToken('strict@example.com'))).status).toBe(401);
  });

  it('verifies RS256 signatures against the key set outside emulator mode', async () => {
    const google = await createTestSigningKey();
    const impostor = await createTestSigningKey();
    const strict = createTestApp(database, {
      identity: createIdTokenVerifier({ projectId: testProjectId, emulator: false, keys: google.keys }),
    });

    expect((await exchange(strict, 'signed@example.com', await google.sign('signed@example.com'))).status).toBe(200);
    expect((await exchange(strict, 'forged@example.com', await impostor.sign('forged@example.com'))).status).toBe(401);
    expect(
      (
        await exchange(
          strict,
          'late@example.com',
          await google.sign('late@example.com', { exp: Math.floor(Date.now() / 1000) - 1 }),
        )
      ).status,
    ).toBe(401);

    const [header, payload, signature] = (await google.sign('tampered@example.com')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'admin@brushwork.test' })).toString(
      'base64url',
    );
    expect((await exchange(strict, 'admin@brushwork.test', `${header}.${tamperedPayload}.${signature}`)).status).toBe(
      401,
    );
  });

  it('rate limits the exchange with 429', async () => {
    const limited = createTestApp(database, {
      rateLimits: { ...defaultRateLimits, tokenExchange: { limit: 1, windowMs: 60_000 } },
    });
    await exchange(limited, 'rate@example.com', unsignedIdToken('rate@example.com'));
    const response = await exchange(limited, 'rate@example.com', unsignedIdToken('rate@example.com'));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('session tokens on protected calls', () => {
  it('refuses a missing, expired, forged or revoked token, and one of a deleted user', async () => {
    const { user, token } = await signedInUser(database);
    const get = (authorization?: string) =>
      app.request(`/api/users/${user.email}`, { headers: authorization ? { Authorization: authorization } : {} });

    expect((await get(`Bearer ${token}`)).status).toBe(200);
    expect((await get()).status).toBe(401);
    expect((await get(`Basic ${token}`)).status).toBe(401);

    const otherSecret = await createSessionTokens('another-secret-of-enough-length-000000').issue({
      userId: user.id,
      tokenVersion: 0,
    });
    expect((await get(`Bearer ${otherSecret}`)).status).toBe(401);

    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, ver: 0, iss: 'brushwork', aud: 'brushwork-api', exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await get(`Bearer ${unsigned}`)).status).toBe(401);

    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('brushwork')
      .setAudience('brushwork-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256'));
    const expiredResponse = await get(`Bearer ${expired}`);
    expect(expiredResponse.status).toBe(401);
    expect(((await expiredResponse.json()) as { error: { code: string } }).error.code).toBe('token_expired');

    await database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await get(`Bearer ${token}`)).status).toBe(401);

    const gone = await signedInUser(database);
    await database.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await app.request(`/api/users/${gone.user.email}`, { headers: gone.auth })).status).toBe(401);
  });
});

describe('profiles and roles', () => {
  it('lets a user read and update their own profile: address, state, zip and name only', async () => {
    const { user, auth } = await signedInUser(database);
    const response = await app.request(
      `/api/user/${user.email}`,
      jsonRequest(
        'PUT',
        {
          name: 'Changed',
          email: 'hijack@example.com',
          address: '1 Elm St',
          state: 'OR',
          zip: '97477',
          tokenVersion: 9,
        },
        auth,
      ),
    );
    expect(response.status).toBe(200);
    const row = await userRow(user.email);
    expect(row).toMatchObject({
      name: 'Changed',
      email: user.email,
      address: '1 Elm St',
      state: 'OR',
      zip: '97477',
      role: null,
      tokenVersion: 0,
    });
  });

  it('refuses a zip that is not digits', async () => {
    const { user, auth } = await signedInUser(database);
    const response = await app.request(
      `/api/user/${user.email}`,
      jsonRequest('PUT', { address: 'a', state: 'b', zip: '12a45' }, auth),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { issues: { path: string }[] } }).error.issues[0]?.path).toBe('zip');
  });

  it('keeps customers out of other users and of the user list', async () => {
    const alice = await signedInUser(database);
    const bob = await signedInUser(database);
    expect((await app.request(`/api/users/${bob.user.email}`, { headers: alice.auth })).status).toBe(403);
    expect(
      (
        await app.request(
          `/api/user/${bob.user.email}`,
          jsonRequest('PUT', { address: 'x', state: 'y', zip: '1' }, alice.auth),
        )
      ).status,
    ).toBe(403);
    expect((await app.request('/api/users', { headers: alice.auth })).status).toBe(403);
    expect((await app.request('/api/users')).status).toBe(401);
    expect((await userRow(bob.user.email))?.address).toBe('');
  });

  it('never lets a customer become admin by any body field', async () => {
    const { user, auth } = await signedInUser(database);
    for (const body of [
      { role: 'admin' },
      { role: 'admin', address: '', state: '', zip: '' },
      { isAdmin: true, address: '', state: '', zip: '' },
    ]) {
      const response = await app.request(`/api/user/${user.email}`, jsonRequest('PUT', body, auth));
      expect([200, 403]).toContain(response.status);
    }
    expect((await userRow(user.email))?.role).toBeNull();
  });

  it('lets an admin list users, read anyone and make a user admin', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database);
    const list = (await (await app.request('/api/users', { headers: admin.auth })).json()) as User[];
    expect(list.map((user) => user.email)).toContain(customer.user.email);
    expect(list.find((user) => user.email === admin.user.email)?.role).toBe('admin');

    expect((await app.request(`/api/users/${customer.user.email}`, { headers: admin.auth })).status).toBe(200);
    const made = await app.request(
      `/api/user/${customer.user.email}`,
      jsonRequest('PUT', { role: 'admin' }, admin.auth),
    );
    expect(made.status).toBe(200);
    expect((await made.json()) as User).toMatchObject({ role: 'admin' });
    expect(
      (await app.request(`/api/user/${customer.user.email}`, jsonRequest('PUT', { role: 'owner' }, admin.auth))).status,
    ).toBe(422);
  });

  it('answers 404 for an unknown or malformed email', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    expect((await app.request('/api/users/nobody@example.com', { headers: admin.auth })).status).toBe(404);
    expect((await app.request('/api/users/not-an-email', { headers: admin.auth })).status).toBe(404);
  });
});
