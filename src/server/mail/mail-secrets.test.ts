import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookedVisit } from '@/shared/answers/visits';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { jsonRequest, signedInUser, testMailQueue, type TestApp } from '../test/app';
import { useMailJob } from '../test/mail-job';
import type { SmtpSink } from '../test/smtp-sink';
import { freeSlots, visitBody } from '../test/visits';
import type { MailJob } from './mail-job';
import { anonymousPerHour } from './mail-queue';

let database: DatabaseHandle, app: TestApp, sink: SmtpSink, job: MailJob;
useMailJob((world) => ({ database, app, sink, job } = world));

let slotIndex = 0;
/** A visit booked signed out, days ahead, so that it has a reminder. */
async function booked(email: string): Promise<BookedVisit> {
  const later = (await freeSlots(app)).filter((slot) => Date.parse(slot.start) > Date.now() + 2 * 86_400_000);
  const body = visitBody(later[slotIndex++]!.start, { email });
  const response = await app.request('/api/bookings', jsonRequest('POST', body));
  expect(response.status).toBe(201);
  return (await response.json()) as BookedVisit;
}

const rowsTo = (to: string) => database.db.select().from(emails).where(eq(emails.toAddress, to));
const rowOf = async (to: string, kind: string) => (await rowsTo(to)).find((row) => row.kind === kind)!;
/** Every stored email, as text: what anyone reading the database, or a backup of it, would see. */
const storedMail = async () => JSON.stringify(await database.db.select().from(emails));
const mailTo = (to: string) => sink.messages.filter((message) => message.envelopeTo.includes(to));
const linkIn = (text: string | undefined) => /\/visits\/[\w-]+\?key=[\w-]{43}/.exec(text ?? '')?.[0];
const reminderDue = (to: string) =>
  database.db
    .update(emails)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(sql`${emails.toAddress} = ${to} and ${emails.kind} = 'visit-reminder'`);
const resend = async (id: string) =>
  app.request(`/api/emails/${id}/resend`, {
    method: 'POST',
    headers: (await signedInUser(database, { role: 'admin' })).auth,
  });

describe('a visit’s manage link in stored mail', () => {
  it('is kept only until each email is sent: the confirmation at once, the reminder when it is due', async () => {
    const visit = await booked('kept.until.sent@example.com');
    const key = visit.manageKey;
    await job.runOnce();
    expect(linkIn(mailTo('kept.until.sent@example.com')[0]?.mail.text)).toBe(visit.manageUrl);
    expect(await rowOf('kept.until.sent@example.com', 'visit-booked')).toMatchObject({ status: 'sent', secrets: null });
    // The reminder, due the day before the visit, still needs it.
    expect(await rowOf('kept.until.sent@example.com', 'visit-reminder')).toMatchObject({
      status: 'waiting',
      secrets: { managePath: visit.manageUrl },
    });

    await reminderDue('kept.until.sent@example.com');
    await job.runOnce();
    expect(linkIn(mailTo('kept.until.sent@example.com')[1]?.mail.text)).toBe(visit.manageUrl);
    expect(await rowOf('kept.until.sent@example.com', 'visit-reminder')).toMatchObject({
      status: 'sent',
      secrets: null,
    });
    expect(await storedMail()).not.toContain(key);
    // The link itself still works: it is the visitor's, not the database's.
    expect((await app.request(`/api${visit.manageUrl}`)).status).toBe(200);
  });

  it('is renewed by a Resend of a sent confirmation: a new link that works, the old one refused', async () => {
    const visit = await booked('resent.link@example.com');
    await job.runOnce();
    const confirmation = await rowOf('resent.link@example.com', 'visit-booked');
    expect(confirmation.status).toBe('sent');

    expect((await resend(confirmation.id)).status).toBe(200);
    const fresh = (await rowOf('resent.link@example.com', 'visit-booked')).secrets as { managePath: string };
    expect(fresh.managePath).not.toBe(visit.manageUrl);
    // The waiting reminder carries the new link too, since the old one stops working now.
    expect((await rowOf('resent.link@example.com', 'visit-reminder')).secrets).toEqual(fresh);
    await job.runOnce();
    const [, again] = mailTo('resent.link@example.com');
    expect(again?.mail.messageId).toBe(confirmation.messageId);
    expect(linkIn(again?.mail.text)).toBe(fresh.managePath);
    expect((await app.request(`/api${fresh.managePath}`)).status).toBe(200);
    expect((await app.request(`/api${visit.manageUrl}`)).status).toBe(404);
    expect(await rowOf('resent.link@example.com', 'visit-booked')).toMatchObject({ status: 'sent', secrets: null });
  });

  it('is not kept in an email written failed, and a Resend of it makes one', async () => {
    for (let index = 0; index < anonymousPerHour; index++) {
      await database.db.transaction((tx) =>
        testMailQueue.queueEmail(
          tx,
          'over.limit@example.com',
          { kind: 'shop-contact-message', data: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' } },
          { anonymous: true },
        ),
      );
    }
    const visit = await booked('over.limit@example.com');
    const confirmation = await rowOf('over.limit@example.com', 'visit-booked');
    expect(confirmation).toMatchObject({ status: 'failed', secrets: null });
    expect(await rowOf('over.limit@example.com', 'visit-reminder')).toMatchObject({ status: 'failed', secrets: null });
    expect(await storedMail()).not.toContain(visit.manageKey);

    expect((await resend(confirmation.id)).status).toBe(200);
    await job.runOnce();
    const link = linkIn(
      mailTo('over.limit@example.com').find((sent) => sent.mail.subject?.includes('booked'))?.mail.text,
    );
    expect((await app.request(`/api${link}`)).status).toBe(200);
  });

  it('refuses to resend a cancelled visit’s confirmation, and keeps what was', async () => {
    const visit = await booked('cancelled.visit@example.com');
    await job.runOnce();
    expect((await app.request(`/api${visit.manageUrl}`, { method: 'DELETE' })).status).toBe(200);
    const confirmation = await rowOf('cancelled.visit@example.com', 'visit-booked');
    const refused = await resend(confirmation.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'conflict', message: expect.any(String) } });
    expect(await rowOf('cancelled.visit@example.com', 'visit-booked')).toEqual(confirmation);
  });
});
