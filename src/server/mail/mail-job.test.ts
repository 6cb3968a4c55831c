import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookedVisit } from '@/shared/answers/visits';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { jsonRequest, testMailSettings, testMailQueue, type TestApp } from '../test/app';
import { type MailJobWorld, useMailJob } from '../test/mail-job';
import type { SmtpSink } from '../test/smtp-sink';
import { freeSlots, visitBody } from '../test/visits';
import { backoffMs } from './mail-claims';
import { type MailJob, startMailJob } from './mail-job';

let database: DatabaseHandle, app: TestApp, sink: SmtpSink, job: MailJob, startJob: MailJobWorld['startJob'];
useMailJob((world) => ({ database, app, sink, job, startJob } = world));

/** The first message renders the templates' code as it loads: over a second on a busy machine. */
const sendingTime = { timeout: 15_000 };
const received = (to: string) => sink.messages.filter((message) => message.envelopeTo.includes(to));
const rowsTo = (to: string) => database.db.select().from(emails).where(eq(emails.toAddress, to));
const aWrite = (to: string) =>
  database.db.transaction((tx) =>
    testMailQueue.queueEmail(tx, to, {
      kind: 'shop-contact-message',
      data: { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi' },
    }),
  );

describe('the mail job', () => {
  it('sends a visit’s confirmation as soon as it is booked: both parts, its manage link and its .ics', async () => {
    const later = (await freeSlots(app)).find((slot) => Date.parse(slot.start) > Date.now() + 2 * 86_400_000)!;
    const body = visitBody(later.start, { email: 'rosa.mail@example.com' });
    const booked = (await (await app.request('/api/bookings', jsonRequest('POST', body))).json()) as BookedVisit;
    await expect.poll(() => received('rosa.mail@example.com').length, sendingTime).toBe(1);
    await expect.poll(() => received(testMailSettings.shopEmail).length, sendingTime).toBe(1);

    const confirmation = async () =>
      (await rowsTo('rosa.mail@example.com')).find((email) => email.kind === 'visit-booked');
    // Marked sent in the transaction that claimed it, right after the SMTP server took it.
    await expect.poll(async () => (await confirmation())?.status, sendingTime).toBe('sent');
    const row = await confirmation();
    const { mail } = received('rosa.mail@example.com')[0]!;
    expect(mail.subject).toBe('Your colour consultation with Brushwork is booked');
    expect(mail.from?.text).toContain('shop@brushwork.test');
    expect(mail.messageId).toBe(row!.messageId);
    const manageLink = `http://shop.brushwork.test${booked.manageUrl}`;
    expect(mail.html).toContain(manageLink.replaceAll('&', '&amp;'));
    expect(mail.text).toContain(manageLink);
    const [calendar] = mail.attachments;
    expect(calendar?.filename).toMatch(/\.ics$/);
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.content.toString()).toContain('BEGIN:VEVENT');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    const notice = received(testMailSettings.shopEmail)[0]!.mail;
    expect(notice.subject).toBe('New visit booked by Rosa Painter');
    expect(notice.text).toContain('rosa.mail@example.com');
    // The reminder waits for the day before the visit.
    const [reminder] = (await rowsTo('rosa.mail@example.com')).filter((email) => email.kind === 'visit-reminder');
    expect(reminder).toMatchObject({ status: 'waiting' });
    expect(reminder!.sendAfter.getTime()).toBe(Date.parse(later.start) - 86_400_000);
  });

  it('sends a contact message to the shop with Reply-To its sender', async () => {
    const message = { name: 'Ben Sands', email: 'ben.sands@example.com', subject: 'Quote', msg: 'A quote, please.' };
    expect((await app.request('/api/msg', jsonRequest('POST', message))).status).toBe(201);
    const notice = () => received(testMailSettings.shopEmail).find((sent) => sent.mail.subject?.includes('Ben Sands'));
    await expect.poll(notice, sendingTime).toBeDefined();
    const { mail } = notice()!;
    expect(mail.subject).toBe('Contact message from Ben Sands: Quote');
    expect(mail.replyTo?.value[0]?.address).toBe('ben.sands@example.com');
    expect(mail.text).toContain('A quote, please.');
    expect(mail.html).toContain('A quote, please.');
  });

  it('waits 1 minute after a failed try, doubling up to a day, then marks it failed with the reason', async () => {
    expect([1, 2, 3, 11].map((attempts) => backoffMs(attempts)! / 60_000)).toEqual([1, 2, 4, 1024]);
    expect(backoffMs(12)).toBeUndefined();

    await sink.stop();
    try {
      const row = await aWrite('backoff@example.com');
      await job.runOnce();
      const [tried] = await rowsTo('backoff@example.com');
      expect(tried).toMatchObject({ status: 'waiting', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      const wait = tried!.sendAfter.getTime() - Date.now();
      expect(wait).toBeGreaterThan(50_000);
      expect(wait).toBeLessThanOrEqual(61_000);

      // Its eleventh failure waited 1024 minutes; the twelfth would wait more than a day.
      await database.db
        .update(emails)
        .set({ attempts: 11, sendAfter: sql`now() - interval '1 second'` })
        .where(eq(emails.id, row!.id));
      await job.runOnce();
      const [given] = await rowsTo('backoff@example.com');
      expect(given).toMatchObject({ status: 'failed', attempts: 12, lastError: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await sink.restart();
    }
    expect(received('backoff@example.com')).toHaveLength(0);
  });

  it('gives up an email whose sender stopped during each of its tries, without sending it again', async () => {
    // Twelve tries began and none finished: each claim was cut short by its process ending.
    await database.db.insert(emails).values({
      kind: 'shop-contact-message',
      toAddress: 'kills.its.sender@example.com',
      subject: 'Hello',
      data: { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi' },
      messageId: `<kills-its-sender-${Date.now()}@brushwork.test>`,
      attempts: 12,
      sendAfter: new Date(Date.now() - 1000),
    });
    await job.runOnce();
    const [given] = await rowsTo('kills.its.sender@example.com');
    expect(given).toMatchObject({ status: 'failed', attempts: 13, lastError: expect.stringMatching(/stopped/) });
    expect(received('kills.its.sender@example.com')).toHaveLength(0);
  });

  it('never holds the database while the SMTP server is slow to answer: the shop reads and writes meanwhile', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sending!: () => void;
    const sendingStarted = new Promise<void>((resolve) => (sending = resolve));
    const slowJob = startMailJob(
      database,
      testMailQueue,
      async () => {
        sending();
        await answered;
      },
      { everyMs: 60 * 60 * 1000 },
    );
    try {
      await job.stop();
      await aWrite('slow.smtp@example.com');
      void slowJob.runOnce();
      await sendingStarted;
      // The SMTP exchange is under way: a catalogue read and another email's write still answer.
      expect((await app.request('/api/services')).status).toBe(200);
      expect(await aWrite('meanwhile@example.com')).toBeDefined();
    } finally {
      answer();
      await slowJob.stop();
      job = startJob();
    }
    const [sent] = await rowsTo('slow.smtp@example.com');
    expect(sent).toMatchObject({ status: 'sent' });
  });
});
