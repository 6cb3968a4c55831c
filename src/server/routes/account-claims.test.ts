import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { jsonRequest, type TestApp } from '../test/app';
import { unsignedIdToken } from '../test/id-tokens';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const exchange = (target: TestApp, email: string, idToken: string) =>
  target.request(
    `/api/users/${encodeURIComponent(email)}`,
    jsonRequest('PUT', {}, { Authorization: `Bearer ${idToken}` }),
  );

const userRow = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('an account belongs to the Firebase user that claimed it', () => {
  it('refuses another uid for the same email unless that email is verified, which moves the account', async () => {
    const email = `claimed-${Date.now()}@example.com`;
    expect((await exchange(app, email, unsignedIdToken(email, { sub: 'uid-first' }))).status).toBe(200);
    expect((await userRow(email))?.firebaseUid).toBe('uid-first');

    const intruder = await exchange(app, email, unsignedIdToken(email, { sub: 'uid-intruder', email_verified: false }));
    expect(intruder.status).toBe(403);
    expect(((await intruder.json()) as { error: { code: string } }).error.code).toBe('account_claimed');
    expect((await userRow(email))?.firebaseUid).toBe('uid-first');

    const verified = await exchange(app, email, unsignedIdToken(email, { sub: 'uid-verified', email_verified: true }));
    expect(verified.status).toBe(200);
    expect((await userRow(email))?.firebaseUid).toBe('uid-verified');
    expect((await exchange(app, email, unsignedIdToken(email, { sub: 'uid-first' }))).status).toBe(403);
  });

  it("ends the previous owner's sessions when a verified email moves the account", async () => {
    const email = `moved-${Date.now()}@example.com`;
    const first = await exchange(app, email, unsignedIdToken(email, { sub: 'uid-old' }));
    const { token } = (await first.json()) as { token: string };
    const profile = () => app.request(`/api/users/${email}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile()).status).toBe(200);
    await exchange(app, email, unsignedIdToken(email, { sub: 'uid-new', email_verified: true }));
    expect((await profile()).status).toBe(401);
  });

  it('lets only one of two first sign-ins racing for one email claim it', async () => {
    const email = `race-${Date.now()}@example.com`;
    const statuses = await Promise.all(
      ['uid-a', 'uid-b', 'uid-c'].map(
        async (sub) => (await exchange(app, email, unsignedIdToken(email, { sub }))).status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(2);
  });

  it('binds a row made before any sign-in (a seeded account) at its first exchange', async () => {
    const email = `seeded-${Date.now()}@example.com`;
    await database.db.insert(users).values({ email, name: 'Seeded' });
    expect((await userRow(email))?.firebaseUid).toBeNull();
    expect((await exchange(app, email, unsignedIdToken(email, { sub: 'uid-seeded' }))).status).toBe(200);
    expect((await userRow(email))?.firebaseUid).toBe('uid-seeded');
  });
});
