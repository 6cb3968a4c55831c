import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/answers/people';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { jobCalls, type Person, scheduledJob } from '../test/jobs';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let admin: Person;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  admin = await signedInUser(database, { role: 'admin' });
});

const giveRole = async (email: string, role: string, auth = admin.auth) => {
  const response = await app.request(`/api/user/${email}`, jsonRequest('PUT', { role }, auth));
  return { status: response.status, body: (await response.json()) as User & { error?: { message: string } } };
};
const profileOf = async (person: Person) =>
  (await (await app.request(`/api/users/${person.user.email}`, { headers: person.auth })).json()) as User;

describe('the painter role', () => {
  it('an admin makes a user a painter, which their own profile says, and makes them a customer again', async () => {
    const pat = await signedInUser(database);
    expect(await giveRole(pat.user.email, 'painter')).toMatchObject({ status: 200, body: { role: 'painter' } });
    expect(await profileOf(pat)).toMatchObject({ role: 'painter' });
    // Already a painter: nothing changes.
    expect((await giveRole(pat.user.email, 'painter')).status).toBe(200);
    const back = await giveRole(pat.user.email, 'customer');
    expect(back.status).toBe(200);
    expect(back.body).not.toHaveProperty('role');
    expect(await profileOf(pat)).not.toHaveProperty('role');
  });

  it('never makes a painter of an admin, nor takes an admin back (409): a painter is never an admin', async () => {
    const other = await signedInUser(database, { role: 'admin' });
    expect((await giveRole(other.user.email, 'painter')).status).toBe(409);
    expect((await giveRole(other.user.email, 'customer')).status).toBe(409);
    expect(await profileOf(other)).toMatchObject({ role: 'admin' });
  });

  it('keeps a painter on a job not yet completed a painter (409), and lets them go once it is', async () => {
    const customer = await signedInUser(database);
    const pat = await signedInUser(database, { role: 'painter' });
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    const refused = await giveRole(pat.user.email, 'customer');
    expect(refused.status).toBe(409);
    expect(refused.body.error!.message).toContain('on a job not yet completed');
    expect((await giveRole(pat.user.email, 'admin')).status).toBe(409);
    expect((await jobCalls(app).complete(pat.auth, job._id)).status).toBe(200);
    expect((await giveRole(pat.user.email, 'customer')).status).toBe(200);
  });

  it('is given by admins only: a painter or a customer cannot give it, even to themselves', async () => {
    const pat = await signedInUser(database, { role: 'painter' });
    const customer = await signedInUser(database);
    expect((await giveRole(customer.user.email, 'painter', customer.auth)).status).toBe(403);
    expect((await giveRole(pat.user.email, 'admin', pat.auth)).status).toBe(403);
    expect((await giveRole(customer.user.email, 'painter', pat.auth)).status).toBe(403);
    expect(await profileOf(customer)).not.toHaveProperty('role');
  });

  it('GET /api/users?role= lists the painters to choose from; an unknown role is 422', async () => {
    const pat = await signedInUser(database, { role: 'painter' });
    const customer = await signedInUser(database);
    const painters = (await (await app.request('/api/users?role=painter', { headers: admin.auth })).json()) as User[];
    expect(painters.map(({ email }) => email)).toContain(pat.user.email);
    expect(painters.every(({ role }) => role === 'painter')).toBe(true);
    const customers = (await (await app.request('/api/users?role=customer', { headers: admin.auth })).json()) as User[];
    expect(customers.map(({ email }) => email)).toContain(customer.user.email);
    expect(customers.some(({ role }) => role !== undefined)).toBe(false);
    expect((await app.request('/api/users?role=owner', { headers: admin.auth })).status).toBe(422);
  });
});
