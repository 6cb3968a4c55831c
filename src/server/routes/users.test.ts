import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../app-deps';
import { createIdTokenVerifier } from '../auth/id-token';
import { createSessionTokens } from '../auth/session-token';
import type { DatabaseHandle } from '../db/client';
import { userSessions, users } from '../db/schema';
import {
  createTestApp,
  jsonRequest,
  signedInUser,
  testProjectId,
  testSessions,
  type TestApp,
  appWithRateLimits,
} from '../test/app';
import { from } from '../test/connections';
import { createTestSigningKey, unsignedIdToken } from '../test/id-tokens';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const exchange = (
  target: ReturnType<typeof createTestApp>,
  email: string,
  idToken: string | undefined,
  body: unknown = { email, name: 'Body Name' },
  connection?: ReturnType<typeof from>,
) =>
  target.request(
    `/api/users/${encodeURIComponent(email)}`,
    jsonRequest('PUT', body, idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` }),
    connection,
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
    const row = await userRow('new.person@example.com');
    expect(await testSessions.verify(token)).toMatchObject({ userId: row!.id, sessionId: expect.any(String) });
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

  it('counts refused exchanges per address: a guesser is stopped, a neighbour at another address is not', async () => {
    const limited = appWithRateLimits(database, { tokenExchangeFailures: { limit: 2, windowMs: 60_000 } });
    const email = `guessed-${Date.now()}@example.com`;
    expect((await exchange(limited, email, 'not-a-token', undefined, from('198.51.100.7'))).status).toBe(401);
    expect((await exchange(limited, email, 'still-not-a-token', undefined, from('198.51.100.7'))).status).toBe(401);
    const blocked = await exchange(limited, email, unsignedIdToken(email), undefined, from('198.51.100.7'));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBeTruthy();
    expect((await exchange(limited, email, unsignedIdToken(email), undefined, from('198.51.100.8'))).status).toBe(200);
  });

  it('lets a whole office behind one address sign in, and limits sign-ins per email', async () => {
    const limited = createTestApp(database, {
      rateLimits: {
        ...defaultRateLimits,
        tokenExchangeFailures: { limit: 2, windowMs: 60_000 },
        tokenExchangeSuccesses: { limit: 2, windowMs: 60_000 },
      },
    });
    const office = from('203.0.113.10');
    const staff = Array.from({ length: 6 }, (_, index) => `office-${index}-${Date.now()}@example.com`);
    for (const email of staff)
      expect((await exchange(limited, email, unsignedIdToken(email), undefined, office)).status).toBe(200);
    const [someone] = staff as [string];
    expect((await exchange(limited, someone, unsignedIdToken(someone), undefined, office)).status).toBe(200);
    expect((await exchange(limited, someone, unsignedIdToken(someone), undefined, from('192.0.2.1'))).status).toBe(429);
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
      sessionId: randomUUID(),
    });
    expect((await get(`Bearer ${otherSecret}`)).status).toBe(401);

    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, sid: randomUUID(), iss: 'brushwork', aud: 'brushwork-api', exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await get(`Bearer ${unsigned}`)).status).toBe(401);

    const expired = await new SignJWT({ sid: randomUUID() })
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

    await database.db.delete(userSessions).where(eq(userSessions.userId, user.id));
    expect((await get(`Bearer ${token}`)).status).toBe(401);

    const gone = await signedInUser(database);
    await database.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await app.request(`/api/users/${gone.user.email}`, { headers: gone.auth })).status).toBe(401);
  });
});
