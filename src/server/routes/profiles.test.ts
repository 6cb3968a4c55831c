import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/answers/people';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const userRow = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

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
          signedOutEverywhereAt: '2000-01-01T00:00:00Z',
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
      signedOutEverywhereAt: null,
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

  it('keeps the language of a person’s pages, mail and push: English until they choose Spanish', async () => {
    const { user, auth } = await signedInUser(database);
    const read = async () =>
      ((await (await app.request(`/api/users/${user.email}`, { headers: auth })).json()) as User).language;
    expect(await read()).toBe('en');
    const put = (body: object) => app.request(`/api/user/${user.email}`, jsonRequest('PUT', body, auth));
    const chosen = await put({ address: '', state: '', zip: '', language: 'es' });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as User).language).toBe('es');
    // A profile saved without it keeps the language chosen.
    expect((await put({ address: '1 Elm St', state: 'OR', zip: '97477' })).status).toBe(200);
    expect(await read()).toBe('es');

    for (const language of ['fr', 'ES', '', 7, null]) {
      const refused = await put({ address: '', state: '', zip: '', language });
      expect(refused.status).toBe(422);
      const { error } = (await refused.json()) as { error: { issues: { path: string; message: string }[] } };
      expect(error.issues[0]).toEqual({
        path: 'language',
        message: 'The language must be en (English) or es (Spanish).',
      });
    }
    expect((await userRow(user.email))?.language).toBe('es');
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
