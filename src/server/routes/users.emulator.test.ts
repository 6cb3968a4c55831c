import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorAccount, emulatorIdToken, startAuthEmulator, type AuthEmulator } from '../auth/emulator';
import type { DatabaseHandle } from '../db/client';
import { createIdTokenVerifier } from '../auth/id-token';
import { createTestApp, jsonRequest, testProjectId } from '../test/app';
import { unsignedIdToken } from '../test/id-tokens';
import { createTestDatabase } from '../test/database';

let emulator: AuthEmulator;
let database: DatabaseHandle;

beforeAll(async () => {
  [emulator, database] = await Promise.all([startAuthEmulator({ projectId: testProjectId }), createTestDatabase()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([emulator?.stop(), database?.close()]);
});

describe('token exchange with the real Auth Emulator', () => {
  it('refuses a hand-made unsigned token that the emulator never issued', async () => {
    const app = createTestApp(database, {
      identity: createIdTokenVerifier({ projectId: testProjectId, emulator: true, emulatorHost: emulator.host }),
    });
    const forged = unsignedIdToken('admin@brushwork.test');
    const response = await app.request(
      '/api/users/admin@brushwork.test',
      jsonRequest('PUT', {}, { Authorization: `Bearer ${forged}` }),
    );
    expect(response.status).toBe(401);
    await createEmulatorAccount(emulator.host, {
      email: 'checked@example.com',
      password: 'secret-123',
      name: 'Checked',
    });
    const real = await emulatorIdToken(emulator.host, 'checked@example.com', 'secret-123');
    const accepted = await app.request(
      '/api/users/checked@example.com',
      jsonRequest('PUT', {}, { Authorization: `Bearer ${real}` }),
    );
    expect(accepted.status).toBe(200);
  });

  it('accepts an ID token the emulator issued at sign-in', async () => {
    await createEmulatorAccount(emulator.host, {
      email: 'real@example.com',
      password: 'secret-123',
      name: 'Real Person',
    });
    const idToken = await emulatorIdToken(emulator.host, 'real@example.com', 'secret-123');
    const response = await createTestApp(database).request(
      '/api/users/real@example.com',
      jsonRequest('PUT', { email: 'real@example.com' }, { Authorization: `Bearer ${idToken}` }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('token');
  });

  it('refuses the same token for another address', async () => {
    const idToken = await emulatorIdToken(emulator.host, 'real@example.com', 'secret-123');
    const response = await createTestApp(database).request(
      '/api/users/admin@brushwork.test',
      jsonRequest('PUT', {}, { Authorization: `Bearer ${idToken}` }),
    );
    expect(response.status).toBe(403);
  });

  it('refuses a device’s silent renewal after its user signed out everywhere, until they sign in again', async () => {
    const app = createTestApp(database);
    const account = { email: 'everywhere@example.com', password: 'secret-123', name: 'Every Where' };
    await createEmulatorAccount(emulator.host, account);
    const exchange = (idToken: string) =>
      app.request(`/api/users/${account.email}`, jsonRequest('PUT', {}, { Authorization: `Bearer ${idToken}` }));
    // The Firebase sign-in a device keeps, and renews its session from: its auth_time stays its sign-in's.
    const kept = await emulatorIdToken(emulator.host, account.email, account.password);
    const signedInAt = decodeJwt(kept).auth_time as number;
    expect(signedInAt).toEqual(expect.any(Number));
    const { token } = (await (await exchange(kept)).json()) as { token: string };
    const signedOut = await app.request('/api/sessions', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(signedOut.status).toBe(204);
    const signedOutAt = Math.floor(Date.now() / 1000);
    expect(signedOutAt).toBeGreaterThanOrEqual(signedInAt);

    expect((await exchange(kept)).status).toBe(401);
    // A sign-in by hand counts from the second after the sign-out (auth_time is in whole seconds).
    await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(signedOutAt);
    const again = await emulatorIdToken(emulator.host, account.email, account.password);
    expect((await exchange(again)).status).toBe(200);
  });
});
