import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob } from '@/shared/answers/jobs';
import { zonedInstant } from '@/shared/slots';
import type { DatabaseHandle } from '../db/client';
import { emails, invoices } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { jobCalls, quoteForJob, scheduledJob, signedInPainter } from '../test/jobs';
import { receivedBy, twoSendersRun as runTwoSenders, useMailJob } from '../test/mail-job';
import { createQuoteRequest, quoteBody, quoteCalls, shopDay, testTimeZone } from '../test/quotes';
import type { SmtpSink } from '../test/smtp-sink';
import type { MailJob } from './mail-job';

let database: DatabaseHandle, app: TestApp, sink: SmtpSink, job: MailJob;
useMailJob((world) => ({ database, app, sink, job } = world));

const dayMs = 24 * 60 * 60 * 1000;
const followUps = (kind: string, field: 'quoteId' | 'invoiceId', id: string) =>
  database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), eq(emails.channel, 'email'), sql`${emails.data}->>${field} = ${id}`))
    .orderBy(emails.sendAfter);
const received = (to: string, subject: RegExp) => receivedBy(sink, to, subject);
/** Brings a follow-up's day forward to now. */
const dueNow = (id: string) =>
  database.db
    .update(emails)
    .set({ sendAfter: sql`now()` })
    .where(eq(emails.id, id));
const twoSendersRun = () => runTwoSenders({ database, sink, job });

async function sentQuote() {
  const admin = await signedInUser(database, { role: 'admin' });
  const customer = await signedInUser(database);
  const request = await createQuoteRequest(database.db, customer.user.id);
  const calls = quoteCalls(app);
  const draft = await calls.create(admin.auth, quoteBody(request.id, { validUntil: shopDay(10) }));
  expect((await calls.send(admin.auth, draft.body._id)).status).toBe(200);
  return { quote: draft.body, customer, calls };
}

describe('follow-ups written ahead, each sent once and only while it applies', () => {
  it('reminds a customer of a quote two days before it runs out, once, and not once it is answered', async () => {
    const { quote, customer } = await sentQuote();
    const [reminder, ...others] = await followUps('quote-expiring', 'quoteId', quote._id);
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({ status: 'waiting', toAddress: customer.user.email });
    expect(reminder!.sendAfter.getTime()).toBe(zonedInstant(shopDay(8), 9 * 60, testTimeZone));

    await dueNow(reminder!.id);
    await twoSendersRun();
    expect(received(customer.user.email, /runs out in two days$/)).toHaveLength(1);
    expect((await followUps('quote-expiring', 'quoteId', quote._id))[0]).toMatchObject({ status: 'sent' });

    const answered = await sentQuote();
    expect((await answered.calls.decline(answered.customer.auth, answered.quote._id)).status).toBe(200);
    const [overtaken] = await followUps('quote-expiring', 'quoteId', answered.quote._id);
    await dueNow(overtaken!.id);
    await twoSendersRun();
    expect((await followUps('quote-expiring', 'quoteId', answered.quote._id))[0]).toMatchObject({
      status: 'failed',
      lastError: 'No longer due: The quote was answered or withdrawn.',
    });
    expect(received(answered.customer.user.email, /runs out/)).toEqual([]);
  });

  it('reminds a customer of an open invoice on its third and tenth day, each once, and not once it is paid', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database, { name: 'Ada Lovelace' });
    const painter = await signedInPainter(database);
    const scheduled: AdminJob = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    const completed = await jobCalls(app).complete(painter.auth, scheduled._id);
    expect(completed.status).toBe(200);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.jobId, scheduled._id));
    expect(invoice).toMatchObject({ status: 'open' });

    const [third, tenth, ...others] = await followUps('invoice-reminder', 'invoiceId', invoice!.id);
    expect(others).toEqual([]);
    const sentAt = invoice!.createdAt.getTime();
    expect(third!.sendAfter.getTime() - sentAt).toBeGreaterThanOrEqual(3 * dayMs - 60_000);
    expect(third!.sendAfter.getTime() - sentAt).toBeLessThan(3 * dayMs + 60_000);
    expect(tenth!.sendAfter.getTime() - third!.sendAfter.getTime()).toBe(7 * dayMs);
    expect(third!.data).toMatchObject({ daysOpen: 3 });

    await dueNow(third!.id);
    await twoSendersRun();
    const reminders = received(customer.user.email, /^Reminder: your Brushwork invoice .+ is open$/);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.mail.text).toContain('sent 3 days ago');

    // Paid before its tenth day (the payment itself is the payments' tests' to make): the second is not sent.
    await database.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.id, invoice!.id));
    await dueNow(tenth!.id);
    await twoSendersRun();
    expect(received(customer.user.email, /^Reminder: your Brushwork invoice/)).toHaveLength(1);
    expect((await followUps('invoice-reminder', 'invoiceId', invoice!.id))[1]).toMatchObject({
      status: 'failed',
      lastError: 'No longer due: The invoice was paid.',
    });
  });

  it("reminds a job's customer and painters the afternoon before its first day, follows a move, and never twice", async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database, { name: 'Grace Hopper' });
    const [pat, robin] = [await signedInPainter(database), await signedInPainter(database)];
    const { quote } = await quoteForJob(database, customer.user.id);
    const calls = jobCalls(app);
    const created = await calls.create(admin.auth, {
      quoteId: quote.id,
      days: [shopDay(3), shopDay(4)],
      painterIds: [pat.user.id],
    });
    expect(created.status).toBe(201);
    const jobId = created.body._id;
    const reminders = () =>
      database.db
        .select()
        .from(emails)
        .where(
          and(
            sql`${emails.kind} in ('job-reminder', 'painter-job-reminder')`,
            eq(emails.channel, 'email'),
            sql`${emails.data}->>'jobId' = ${jobId}`,
          ),
        )
        .orderBy(emails.toAddress);
    const firstRound = await reminders();
    expect(firstRound.map((row) => [row.kind, row.toAddress, row.sendAfter.getTime()]).sort()).toEqual(
      [
        ['job-reminder', customer.user.email, zonedInstant(shopDay(2), 16 * 60, testTimeZone)],
        ['painter-job-reminder', pat.user.email, zonedInstant(shopDay(2), 16 * 60, testTimeZone)],
      ].sort(),
    );

    // Moved a day later with a second painter: the reminders follow, nothing of the first day is left waiting.
    expect(
      (
        await calls.move(admin.auth, jobId, {
          days: [shopDay(4), shopDay(5)],
          painterIds: [pat.user.id, robin.user.id],
        })
      ).status,
    ).toBe(200);
    const moved = await reminders();
    expect(moved.map((row) => [row.toAddress, (row.data as { day: string }).day]).sort()).toEqual(
      [
        [customer.user.email, shopDay(4)],
        [pat.user.email, shopDay(4)],
        [robin.user.email, shopDay(4)],
      ].sort(),
    );
    for (const row of moved) await dueNow(row.id);
    await twoSendersRun();
    expect(received(customer.user.email, /starts tomorrow$/)).toHaveLength(1);
    expect(received(pat.user.email, /^Tomorrow: /)).toHaveLength(1);
    expect(received(robin.user.email, /^Tomorrow: /)).toHaveLength(1);

    // Robin is taken off the job after being reminded: nobody is reminded of the same day again.
    expect(
      (await calls.move(admin.auth, jobId, { days: [shopDay(4), shopDay(5)], painterIds: [pat.user.id] })).status,
    ).toBe(200);
    expect((await reminders()).every((row) => row.status === 'sent')).toBe(true);
    await twoSendersRun();
    expect(received(pat.user.email, /^Tomorrow: /)).toHaveLength(1);
    expect(received(customer.user.email, /starts tomorrow$/)).toHaveLength(1);
  });

  it('does not send a job reminder of a day the job no longer starts on, nor to a painter taken off it', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database);
    const pat = await signedInPainter(database);
    const { quote } = await quoteForJob(database, customer.user.id);
    const created = await jobCalls(app).create(admin.auth, {
      quoteId: quote.id,
      days: [shopDay(3)],
      painterIds: [pat.user.id],
    });
    const jobId = created.body._id;
    const [toPat] = await database.db
      .select()
      .from(emails)
      .where(
        and(
          eq(emails.kind, 'painter-job-reminder'),
          eq(emails.channel, 'email'),
          sql`${emails.data}->>'jobId' = ${jobId}`,
        ),
      );
    // Taken off by a change the reminder's row does not hear of (as if written by an older version of the shop).
    await database.db.execute(sql`delete from job_painters where job_id = ${jobId}`);
    await dueNow(toPat!.id);
    await twoSendersRun();
    expect(received(pat.user.email, /^Tomorrow: /)).toEqual([]);
    const [after] = await database.db.select().from(emails).where(eq(emails.id, toPat!.id));
    expect(after).toMatchObject({ status: 'failed', lastError: 'No longer due: The painter is no longer on the job.' });
  });
});
