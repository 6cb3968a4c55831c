import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Email } from '@/shared/answers/shop';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { signedInUser, testMailQueue, type TestApp } from '../test/app';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened), { freshEachTest: [emails] });

const write = (to: string) =>
  database.db.transaction((tx) =>
    testMailQueue.queueEmail(tx, to, {
      kind: 'shop-contact-message',
      data: { name: 'Ana', email: to, subject: 'Hello', message: 'Hi' },
    }),
  );
const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;

describe('GET /api/emails', () => {
  it('pages through the outgoing mail, newest first, with the total in X-Total-Count', async () => {
    for (let index = 0; index < 5; index++) {
      const row = await write(`reader${index}@example.com`);
      // Written a minute apart, the first the oldest.
      await database.db
        .update(emails)
        .set({ createdAt: sql`now() - make_interval(mins => ${10 - index})` })
        .where(eq(emails.id, row!.id));
    }
    const admin = await asAdmin();
    const first = await app.request('/api/emails?limit=2', { headers: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Total-Count')).toBe('5');
    const page = (await first.json()) as Email[];
    expect(page.map((email) => email.to)).toEqual(['reader4@example.com', 'reader3@example.com']);
    expect(page[0]).toMatchObject({
      kind: 'shop-contact-message',
      subject: 'Contact message from Ana: Hello',
      status: 'waiting',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    const last = (await (await app.request('/api/emails?limit=2&offset=4', { headers: admin })).json()) as Email[];
    expect(last.map((email) => email.to)).toEqual(['reader0@example.com']);
    expect((await app.request('/api/emails?limit=500', { headers: admin })).status).toBe(422);
    expect((await app.request('/api/emails?offset=-1', { headers: admin })).status).toBe(422);
  });

  it('is for admins only', async () => {
    expect((await app.request('/api/emails')).status).toBe(401);
    const customer = await signedInUser(database);
    expect((await app.request('/api/emails', { headers: customer.auth })).status).toBe(403);
  });
});

describe('POST /api/emails/:id/resend', () => {
  it('puts a failed email back to waiting, due now, its tries counted afresh, with the same Message-ID', async () => {
    const row = await write('resend@example.com');
    await database.db
      .update(emails)
      .set({
        status: 'failed',
        attempts: 12,
        lastError: 'Mailbox unavailable',
        sendAfter: sql`now() - interval '1 day'`,
      })
      .where(eq(emails.id, row!.id));
    const response = await app.request(`/api/emails/${row!.id}/resend`, { method: 'POST', headers: await asAdmin() });
    expect(response.status).toBe(200);
    const resent = (await response.json()) as Email;
    expect(resent).toMatchObject({ _id: row!.id, status: 'waiting', attempts: 0, lastError: null });
    expect(Math.abs(Date.parse(resent.sendAfter) - Date.now())).toBeLessThan(5000);
    const [stored] = await database.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(stored!.messageId).toBe(row!.messageId);
  });

  it('answers 404 for an email that does not exist, and only admins may resend', async () => {
    const admin = await asAdmin();
    expect((await app.request(`/api/emails/${randomUUID()}/resend`, { method: 'POST', headers: admin })).status).toBe(
      404,
    );
    expect((await app.request('/api/emails/not-an-id/resend', { method: 'POST', headers: admin })).status).toBe(404);
    const row = await write('not-yours@example.com');
    const customer = await signedInUser(database);
    const refused = await app.request(`/api/emails/${row!.id}/resend`, { method: 'POST', headers: customer.auth });
    expect(refused.status).toBe(403);
  });
});
