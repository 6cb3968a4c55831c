import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@/shared/answers/people';
import { createEmulatorAccount, emulatorIdToken, startAuthEmulator, type AuthEmulator } from '../auth/emulator';
import { createFirebaseAccounts } from '../auth/firebase-accounts';
import { createIdTokenVerifier } from '../auth/id-token';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, jsonRequest, type TestApp, testProjectId } from '../test/app';
import { createTestDatabase } from '../test/database';

let emulator: AuthEmulator;
let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  [emulator, database] = await Promise.all([startAuthEmulator({ projectId: testProjectId }), createTestDatabase()]);
  app = createTestApp(database, {
    identity: createIdTokenVerifier({ projectId: testProjectId, emulator: true, emulatorHost: emulator.host }),
    firebaseAccounts: createFirebaseAccounts({ projectId: testProjectId, emulatorHost: emulator.host }),
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([emulator?.stop(), database?.close()]);
});

/** Whether the emulator still has a Firebase user of `email`. */
async function firebaseUserOf(email: string) {
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${testProjectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  return ((await response.json()) as { users?: { localId: string }[] }).users?.[0];
}

/** Signs in with the emulator's account as the app does, answering the session's headers. */
async function signIn(email: string, password: string) {
  const idToken = await emulatorIdToken(emulator.host, email, password);
  const response = await app.request(
    `/api/users/${email}`,
    jsonRequest('PUT', {}, { Authorization: `Bearer ${idToken}` }),
  );
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

describe('DELETE /api/me with the real Auth Emulator', () => {
  it('deletes the Firebase user too; the same address signed up again finds a new, empty account', async () => {
    const account = { email: 'leaving@example.com', password: 'secret-123', name: 'Lea Ving' };
    await createEmulatorAccount(emulator.host, account);
    const auth = await signIn(account.email, account.password);
    const profile = { name: 'Lea Ving', address: '4 Quay St', state: 'OR', zip: '97401' };
    expect((await app.request(`/api/user/${account.email}`, jsonRequest('PUT', profile, auth))).status).toBe(200);
    const [before] = await database.db.select().from(users).where(eq(users.email, account.email));
    expect(before!.firebaseUid).toBe((await firebaseUserOf(account.email))!.localId);

    expect((await app.request('/api/me', jsonRequest('DELETE', { confirm: account.email }, auth))).status).toBe(204);
    expect(await firebaseUserOf(account.email)).toBeUndefined();
    await expect(emulatorIdToken(emulator.host, account.email, account.password)).rejects.toThrow();

    await createEmulatorAccount(emulator.host, account);
    const again = await signIn(account.email, account.password);
    const fresh = (await (await app.request(`/api/users/${account.email}`, { headers: again })).json()) as User;
    expect(fresh._id).not.toBe(before!.id);
    expect(fresh).toMatchObject({ address: '', state: '', zip: '' });
  });

  it('finds by its email the Firebase user of an account that never stored its uid', async () => {
    const account = { email: 'seeded@example.com', password: 'secret-123', name: 'Seeded' };
    await createEmulatorAccount(emulator.host, account);
    await createFirebaseAccounts({ projectId: testProjectId, emulatorHost: emulator.host }).remove({
      uid: null,
      email: account.email,
    });
    expect(await firebaseUserOf(account.email)).toBeUndefined();
  });
});
