import { and, eq, ne, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  bookings,
  contactMessages,
  emails,
  jobChanges,
  jobPhotos,
  jobs,
  mailPreferences,
  orders,
  payments,
  pushSubscriptions,
  quotePhotos,
  quoteRequests,
  quotes,
  reviews,
  users,
  userSessions,
} from '../db/schema';
import { accountDeleted } from '../mail/mail-queue';
import { createTestApp, jsonRequest, signedInUser, type TestApp } from '../test/app';
import { customerWithData } from '../test/account-data';
import { unsignedIdToken } from '../test/id-tokens';
import { stockOf } from '../test/factories';
import { type JobWorld, type Person, scheduledJob, signedInPainter, useJobTestApp } from '../test/jobs';

let world: JobWorld, database: DatabaseHandle, app: TestApp;
const removed: { uid: string | null; email: string }[] = [];

useJobTestApp(
  (opened) => {
    ({ database, app } = opened);
    world = opened;
  },
  { name: 'Ada Lovelace', emailVerified: true },
);

const deleteMe = (person: Person, confirm: unknown = person.user.email, on = app) =>
  on.request('/api/me', jsonRequest('DELETE', { confirm }, person.auth));
const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('DELETE /api/me', () => {
  it('refuses a confirmation that is not the account’s email (422), or no body fit to read, and changes nothing', async () => {
    const person = await signedInUser(database, { name: 'Kept Person', address: '1 Elm St' });
    const before = await userRow(person.user.id);
    for (const confirm of ['someone@example.com', '', `${person.user.email}x`, 42])
      expect((await deleteMe(person, confirm)).status).toBe(422);
    const refused = await deleteMe(person, 'someone@example.com');
    expect(await refused.json()).toMatchObject({ error: { issues: [{ path: 'confirm' }] } });
    const notJson = { method: 'DELETE', headers: { ...person.auth, 'Content-Type': 'application/json' }, body: '{' };
    expect((await app.request('/api/me', notJson)).status).toBe(400);
    const asText = { ...notJson, headers: { ...person.auth, 'Content-Type': 'text/plain' } };
    expect((await app.request('/api/me', asText)).status).toBe(415);
    expect((await app.request('/api/me', jsonRequest('DELETE', { confirm: person.user.email }))).status).toBe(401);
    expect(await userRow(person.user.id)).toEqual(before);
    expect((await app.request('/api/mail/preferences', { headers: person.auth })).status).toBe(200);
  });

  it('erases the person and keeps the books, anonymised; the token stops working at once', async () => {
    const customer = await signedInUser(database, { name: 'Rosa Parks', address: '9 Oak Rd', emailVerified: true });
    const firebaseUid = `uid-${customer.user.id}`;
    await database.db.update(users).set({ firebaseUid }).where(eq(users.id, customer.user.id));
    const data = await customerWithData(world, customer, world.pat);
    await world.calls.complete(world.pat.auth, data.job._id);
    const signed = { signedName: 'Rosa Parks', signaturePng: Buffer.from('a drawn name'), acceptedIp: '203.0.113.9' };
    await database.db.update(quotes).set(signed).where(eq(quotes.id, data.job.quoteId));
    const approvedChange = { jobId: data.job._id, description: 'Fill a crack', status: 'approved' as const };
    await database.db
      .insert(jobChanges)
      .values({ ...approvedChange, signedName: 'Rosa Parks', signaturePng: signed.signaturePng });
    const stockBefore = await stockOf(database.db, data.tool.id);
    const recorded = createTestApp(database, {
      firebaseAccounts: { remove: async (account) => void removed.push(account) },
    });

    // Any case and spaces: it is the same address.
    const response = await deleteMe(customer, `  ${customer.user.email.toUpperCase()} `, recorded);
    expect(response.status).toBe(204);
    expect(removed).toEqual([{ uid: firebaseUid, email: customer.user.email }]);

    const erased = await userRow(customer.user.id);
    expect(erased).toMatchObject({ name: '', address: '', state: '', zip: '', role: null, firebaseUid: null });
    expect(erased.email).toMatch(/^deleted-[0-9a-f-]{36}@invalid$/);
    expect((await app.request('/api/mail/preferences', { headers: customer.auth })).status).toBe(401);
    expect((await deleteMe(customer)).status).toBe(401);

    const db = database.db;
    const mine = eq(quoteRequests.userId, customer.user.id);
    expect(await db.select().from(userSessions).where(eq(userSessions.userId, customer.user.id))).toEqual([]);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.user.id))).toEqual([]);
    expect(await db.select().from(quotePhotos).where(eq(quotePhotos.userId, customer.user.id))).toEqual([]);
    expect(await db.select().from(jobPhotos).where(eq(jobPhotos.jobId, data.job._id))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.userId, customer.user.id))).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.id, data.visit._id))).toEqual([]);
    expect(await db.select().from(mailPreferences).where(eq(mailPreferences.email, customer.user.email))).toEqual([]);
    const theirMessages = sql`lower(${contactMessages.email}) = ${customer.user.email}`;
    expect(await db.select().from(contactMessages).where(theirMessages)).toEqual([]);
    const theirMail = or(
      eq(emails.toAddress, customer.user.email),
      sql`${emails.data}->>'email' = ${customer.user.email}`,
    );
    expect(await db.select({ id: emails.id }).from(emails).where(theirMail)).toEqual([]);
    // What the crew and the shop were told of their job names them and their home: gone too.
    const aboutTheJob = sql`${emails.data}->>'jobId' = ${data.job._id}`;
    expect(await db.select({ id: emails.id }).from(emails).where(aboutTheJob)).toEqual([]);

    // Quoted requests stay for their quotes and jobs, without the address, notes or photos; the one never quoted goes.
    const requests = await db.select().from(quoteRequests).where(mine);
    expect(requests.map((request) => request.id)).not.toContain(data.unquoted.id);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests)
      expect(request).toMatchObject({ address: '', notes: '', siteZip: '', photoIds: [] });
    const [job] = await db.select().from(jobs).where(eq(jobs.id, data.job._id));
    expect(job).toMatchObject({ status: 'invoiced', signedName: null, signaturePng: null });
    const [change] = await db.select().from(jobChanges).where(eq(jobChanges.jobId, data.job._id));
    expect(change).toMatchObject({ status: 'approved', signedName: null, signaturePng: null });
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, data.job.quoteId));
    expect(quote).toMatchObject({ status: 'deposit_paid', signedName: null, signaturePng: null, acceptedIp: null });

    // Paid: kept, with its number and its ledger rows, and (not shipped yet) where it goes; unpaid: cancelled,
    // its stock back on the shelf.
    const [paid] = await db.select().from(orders).where(eq(orders.id, data.paidOrder._id));
    expect(paid).toMatchObject({ paid: true, number: data.paidOrder.number, userName: 'Rosa Parks' });
    expect(paid!.address).not.toBe('');
    expect(paid!.userEmail).toBe(erased.email);
    expect(paid!.number).toMatch(/^R-\d{4}-\d{5}$/);
    const ledger = await db.select().from(payments).where(eq(payments.orderId, data.paidOrder._id));
    expect(ledger).toMatchObject([{ type: 'charge', amountCents: paid!.totalCents, number: paid!.number }]);
    const [unpaid] = await db.select().from(orders).where(eq(orders.id, data.unpaidOrder._id));
    expect(unpaid!.status).toBe('cancelled');
    expect(await stockOf(database.db, data.tool.id)).toBe(stockBefore + 3);
  });

  it('keeps a customer whose painting is under way (409), and writes no mail to a deleted account later', async () => {
    const person = await signedInUser(database, { emailVerified: true });
    const data = await customerWithData(world, person, world.robin);
    const refused = await deleteMe(person);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain('A painting job of yours is not signed off yet');
    expect((await world.calls.complete(world.robin.auth, data.job._id)).status).toBe(200);
    expect((await deleteMe(person)).status).toBe(204);
    const shipped = await app.request(
      `/api/orders/${data.paidOrder._id}`,
      jsonRequest('PUT', { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' }, world.admin.auth),
    );
    expect(shipped.status).toBe(200);
    const [placeholder] = await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, person.user.id));
    const written = await database.db.select().from(emails).where(eq(emails.toAddress, placeholder!.email));
    expect(written).toMatchObject([{ kind: 'order-shipped', status: 'failed', lastError: accountDeleted }]);
  });

  it('keeps the shop’s last admin (409), under a lock: of two last admins deleting themselves at once, one stays', async () => {
    await database.db
      .update(users)
      .set({ role: null })
      .where(and(eq(users.role, 'admin'), ne(users.id, world.admin.user.id)));
    const refused = await deleteMe(world.admin);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain('last admin');
    expect((await userRow(world.admin.user.id)).role).toBe('admin');

    const second = await signedInUser(database, { role: 'admin' });
    const answers = await Promise.all([deleteMe(world.admin), deleteMe(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('keeps a painter on a job not yet completed (409); once off it, the painter may go', async () => {
    const painter = await signedInPainter(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const job = await scheduledJob(app, database, { admin, customer: world.customer, painters: [painter] });
    const refused = await deleteMe(painter);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain('a painting job not yet completed');
    const moved = await world.calls.move(admin.auth, job._id, { days: job.days, painterIds: [world.robin.user.id] });
    expect(moved.status).toBe(200);
    expect((await deleteMe(painter)).status).toBe(204);
    expect((await userRow(painter.user.id)).role).toBeNull();
  });

  it("gives a device still holding the deleted person's Firebase sign-in no new account; a sign-in by hand starts one", async () => {
    const email = `lin-${crypto.randomUUID()}@example.com`;
    const person = await signedInUser(database, { name: 'Lin Ko', email, firebaseUid: `uid-${email}` });
    expect((await deleteMe(person)).status).toBe(204);
    const signIn = (authTime: number, sub = `uid-${email}`) =>
      app.request(
        `/api/users/${email}`,
        jsonRequest('PUT', {}, { Authorization: `Bearer ${unsignedIdToken(email, { auth_time: authTime, sub })}` }),
      );
    const theirRow = () => database.db.select().from(users).where(eq(users.email, email));
    const now = Math.floor(Date.now() / 1000);
    const silent = await signIn(now - 60);
    expect(silent.status).toBe(401);
    expect((await silent.json()).error.code).toBe('signed_out');
    expect(await theirRow()).toEqual([]);
    // Another Firebase user of the address (the first one deleted, the address signed up again) is someone new.
    expect((await signIn(now - 60, `uid-again-${email}`)).status).toBe(200);
    await database.db.delete(users).where(eq(users.email, email));
    // The same Firebase user signed in by hand after the deletion starts a new, empty account.
    expect((await signIn(now + 2)).status).toBe(200);
    const [fresh] = await theirRow();
    expect(fresh!.id).not.toBe(person.user.id);
  });
});
