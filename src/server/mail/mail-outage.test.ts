import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { placedOrder, signedInUser, type TestApp } from '../test/app';
import { useMailJob } from '../test/mail-job';
import type { SmtpSink } from '../test/smtp-sink';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import type { MailJob } from './mail-job';

let database: DatabaseHandle, app: TestApp, sink: SmtpSink, job: MailJob;
useMailJob((world) => ({ database, app, sink, job } = world));

const receipts = () => database.db.select().from(emails).where(eq(emails.kind, 'order-paid'));

describe('the SMTP server down while orders are paid', () => {
  it('keeps every receipt waiting with its reason, then delivers each exactly once when it is back', async () => {
    const orderCount = 6;
    const { auth, user } = await signedInUser(database);
    const tool = await createTool(database.db, { availableQuantity: 100 });
    await sink.stop();
    const paid = [];
    for (let index = 0; index < orderCount; index++)
      paid.push(await payOrder(app, auth, await placedOrder(app, auth, tool.id)));
    expect(paid.every((order) => order.paid)).toBe(true);

    // Each receipt was tried as it was written, found no server, and waits a minute with the reason.
    await expect
      .poll(async () => (await receipts()).filter((row) => row.attempts === 1 && row.lastError).length, {
        timeout: 15_000,
      })
      .toBe(orderCount);
    for (const row of await receipts()) {
      expect(row).toMatchObject({
        status: 'waiting',
        toAddress: user.email,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    expect(await job.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(0);

    await sink.restart();
    // The minute passes.
    await database.db
      .update(emails)
      .set({ sendAfter: sql`now() - interval '1 second'` })
      .where(and(eq(emails.status, 'waiting'), eq(emails.kind, 'order-paid')));
    await Promise.all([job.runOnce(), job.runOnce()]);
    await job.runOnce();

    const ids = sink.messages.map((message) => message.mail.messageId);
    expect(sink.messages).toHaveLength(orderCount);
    expect(new Set(ids).size).toBe(orderCount);
    expect(new Set(ids)).toEqual(new Set((await receipts()).map((row) => row.messageId)));
    for (const message of sink.messages) {
      expect(message.envelopeTo).toEqual([user.email]);
      expect(message.mail.subject).toMatch(/^Your Brushwork receipt for order [0-9A-F]{8}$/);
    }
    expect((await receipts()).map((row) => row.status)).toEqual(Array(orderCount).fill('sent'));
  }, 60_000);
});
