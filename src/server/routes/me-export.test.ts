import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../app-deps';
import type { DatabaseHandle } from '../db/client';
import { quotePhotos } from '../db/schema';
import { createTestApp, signedInUser, type TestApp } from '../test/app';
import { type CustomerData, customerWithData } from '../test/account-data';
import { type Person, useJobTestApp } from '../test/jobs';
import { readZip } from '../test/zip-reader';

let database: DatabaseHandle, app: TestApp;
let admin: Person, customer: Person, other: Person, pat: Person;
let mine: CustomerData, theirs: CustomerData;

useJobTestApp(
  async (world) => {
    ({ database, app, admin, customer, pat } = world);
    other = await signedInUser(database, { name: 'Grace Hopper', emailVerified: true });
    mine = await customerWithData(world, customer, pat);
    // Signed off: its invoice is written, and the sign-off's signature kept with the job.
    await world.calls.complete(pat.auth, mine.job._id);
    theirs = await customerWithData(world, other, world.robin);
  },
  { name: 'Ada Lovelace', emailVerified: true },
);

const jsonFiles = [
  'account.json',
  'orders.json',
  'quote-requests.json',
  'quotes.json',
  'jobs.json',
  'invoices.json',
  'reviews.json',
  'messages.json',
  'visits.json',
];

async function exported(person: Person, on = app) {
  const response = await on.request('/api/me/export', { headers: person.auth });
  return { response, files: response.ok ? readZip(Buffer.from(await response.arrayBuffer())) : new Map() };
}

const parsed = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));
const ids = (files: Map<string, Buffer>, name: string) =>
  (parsed(files, name) as { _id: string }[]).map((row) => row._id);

describe('GET /api/me/export', () => {
  it('downloads a zip of the account, its orders, quotes, jobs, invoices, reviews, messages and visits, and photos', async () => {
    const { response, files } = await exported(customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="brushwork-data.zip"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect([...files.keys()].slice(0, jsonFiles.length)).toEqual(jsonFiles);

    expect(parsed(files, 'account.json')).toMatchObject({
      _id: customer.user.id,
      name: 'Ada Lovelace',
      email: customer.user.email,
      role: 'customer',
      mailPreferences: { reviews: false, reminders: true, news: false },
      devices: [{ label: 'A browser' }],
    });
    expect(ids(files, 'orders.json').sort()).toEqual([mine.paidOrder._id, mine.unpaidOrder._id].sort());
    // The job's own request too, which the shop quoted.
    expect(ids(files, 'quote-requests.json')).toHaveLength(3);
    expect(ids(files, 'quote-requests.json')).toEqual(expect.arrayContaining([mine.request._id, mine.unquoted.id]));
    expect(ids(files, 'quotes.json')).toEqual([mine.job.quoteId]);
    expect(parsed(files, 'jobs.json')).toMatchObject([
      { _id: mine.job._id, completion: { signedName: 'Ada K. Lovelace' } },
    ]);
    expect(parsed(files, 'invoices.json')).toMatchObject([{ jobId: mine.job._id, customerEmail: customer.user.email }]);
    expect(ids(files, 'reviews.json')).toEqual([mine.review.id]);
    expect(parsed(files, 'messages.json')).toMatchObject([{ subject: 'Colours', msg: 'Which grey?', replies: [] }]);
    expect(ids(files, 'visits.json')).toEqual([mine.visit._id]);

    expect(files.get(`photos/quote-photos/${mine.requestPhoto.id}.jpg`)).toEqual(mine.requestPhoto.bytes);
    expect(files.get(`photos/job-photos/${mine.jobPhoto.id}.jpg`)).toEqual(mine.jobPhoto.bytes);
    expect(files.size).toBe(jsonFiles.length + 2);
  });

  it("holds nothing of another customer's, nor a painter's email: each account downloads its own alone", async () => {
    const { files } = await exported(customer);
    const text = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const foreign of [other.user.email, other.user.id, theirs.paidOrder._id, theirs.request._id, pat.user.email])
      expect(text).not.toContain(foreign);
    expect(parsed(files, 'jobs.json')[0].painters).toEqual([{ _id: pat.user.id, name: pat.user.name }]);

    const { files: otherFiles } = await exported(other);
    expect(parsed(otherFiles, 'account.json')._id).toBe(other.user.id);
    expect(ids(otherFiles, 'jobs.json')).toEqual([theirs.job._id]);
    expect(otherFiles.has(`photos/quote-photos/${theirs.requestPhoto.id}.jpg`)).toBe(true);
    expect(otherFiles.has(`photos/quote-photos/${mine.requestPhoto.id}.jpg`)).toBe(false);
  });

  it('gives an account whose email is not proved the visits it booked signed in, and no messages sent by email', async () => {
    const unproved = await signedInUser(database);
    await app.request('/api/msg', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Someone', email: unproved.user.email, subject: 'Hi', msg: 'Typed by anyone.' }),
    });
    const { files } = await exported(unproved);
    expect(parsed(files, 'messages.json')).toEqual([]);
    expect(parsed(files, 'account.json')).toMatchObject({ emailVerified: false, devices: [] });
  });

  it('is refused without a session (401) and past a few an hour per account (429)', async () => {
    expect((await app.request('/api/me/export')).status).toBe(401);
    const limited = createTestApp(database, {
      rateLimits: { ...defaultRateLimits, dataExports: { limit: 1, windowMs: 60_000 } },
    });
    expect((await exported(admin, limited)).response.status).toBe(200);
    const refused = await limited.request('/api/me/export', { headers: admin.auth });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect((await exported(pat, limited)).response.status).toBe(200);
  });

  it('is refused (413) before it starts when the photos would not fit in one zip', async () => {
    const hoarder = await signedInUser(database);
    const photo = { userId: hoarder.user.id, contentType: 'image/jpeg', bytes: Buffer.from('x'), size: 2_000_000_000 };
    await database.db.insert(quotePhotos).values([photo, photo]);
    const refused = await app.request('/api/me/export', { headers: hoarder.auth });
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toContain('too many to download at once');
  });
});
