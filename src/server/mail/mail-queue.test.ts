import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { testMailSettings } from '../test/app';
import { useTestDatabase } from '../test/use-test-app';
import { anonymousPerHour, createMailQueue, tooManyEmails } from './mail-queue';
import type { MailMessage } from './messages';

let database: DatabaseHandle;
useTestDatabase((opened) => (database = opened));
const mailQueue = createMailQueue(testMailSettings);

const contact = (email: string): MailMessage => ({
  kind: 'shop-contact-message',
  data: { name: 'Ana', email, subject: 'Colours', message: 'Which white for a north room?' },
});
const expired: MailMessage = {
  kind: 'order-expired',
  data: {
    orderId: 'a1b2c3d4-0000-4000-8000-000000000000',
    customerName: 'Ana',
    lines: [],
    subtotalCents: 0,
    taxCents: 0,
    taxState: null,
    taxPercent: 0,
    deliveryCents: 0,
    pickup: false,
    totalCents: 0,
    receipt: null,
    address: '1 Main',
    state: 'OR',
    zip: '97401',
  },
};
const write = (to: string, message: MailMessage, options?: Parameters<typeof mailQueue.queueEmail>[3]) =>
  database.db.transaction((tx) => mailQueue.queueEmail(tx, to, message, options));
const rowsTo = (address: string) => database.db.select().from(emails).where(eq(emails.toAddress, address));

describe('queueEmail', () => {
  it('writes a waiting row with its subject, data and a Message-ID fixed from its id and PUBLIC_URL', async () => {
    const row = await write('ana@example.com', expired, { replyTo: 'shop@brushwork.test' });
    expect(row).toMatchObject({
      kind: 'order-expired',
      toAddress: 'ana@example.com',
      replyTo: 'shop@brushwork.test',
      subject: 'Your Brushwork order A1B2C3D4 expired unpaid',
      status: 'waiting',
      attempts: 0,
      data: expired.data,
    });
    expect(row!.messageId).toBe(`<${row!.id}@shop.brushwork.test>`);
    expect(row!.sendAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('writes one email per dedupe key, and none when the event’s transaction rolls back', async () => {
    const first = await write('once@example.com', expired, { dedupeKey: 'order-expired:once' });
    const again = await write('once@example.com', expired, { dedupeKey: 'order-expired:once' });
    expect(first).toBeDefined();
    expect(again).toBeUndefined();
    await expect(
      database.db.transaction(async (tx) => {
        await mailQueue.queueEmail(tx, 'rolled-back@example.com', expired);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsTo('once@example.com')).toHaveLength(1);
    expect(await rowsTo('rolled-back@example.com')).toHaveLength(0);
  });

  it('keeps a reminder for its day', async () => {
    const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const row = await write('later@example.com', expired, { sendAfter: day });
    expect(row!.sendAfter.toISOString()).toBe(day.toISOString());
  });

  it(`lets anonymous actions write to one address ${anonymousPerHour} times an hour, then writes the rest as failed`, async () => {
    // Six at once from signed-out visitors: counted one after the other, whatever their order.
    await Promise.all(Array.from({ length: 6 }, () => write('victim@example.com', expired, { anonymous: true })));
    const rows = await rowsTo('victim@example.com');
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(anonymousPerHour);
    expect(rows.filter((row) => row.status === 'failed').map((row) => row.lastError)).toEqual(
      Array(6 - anonymousPerHour).fill(tooManyEmails),
    );
    // The shop's own notices are limited by their sender (the Reply-To), never by the shop's inbox.
    for (let index = 0; index < 4; index++) {
      const sender = index < 3 ? 'chatty@example.com' : 'someone.else@example.com';
      await write(testMailSettings.shopEmail, contact(sender), { replyTo: sender, anonymous: true });
    }
    const notices = await rowsTo(testMailSettings.shopEmail);
    expect(notices.map((row) => row.status)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    const fourth = await write(testMailSettings.shopEmail, contact('chatty@example.com'), {
      replyTo: 'chatty@example.com',
      anonymous: true,
    });
    expect(fourth).toMatchObject({ status: 'failed', lastError: tooManyEmails });
    // A signed-in customer's own mail is not limited.
    expect(await write('victim@example.com', expired)).toMatchObject({ status: 'waiting' });
  });

  it('counts toward the limit only mail that anonymous actions caused', async () => {
    // Three receipts of a customer's own this hour, and a reminder: none was caused by someone signed out.
    for (let index = 0; index < anonymousPerHour; index++) await write('busy.customer@example.com', expired);
    await write('busy.customer@example.com', expired, { sendAfter: new Date(Date.now() + 86_400_000) });
    const signedOut = await write('busy.customer@example.com', contact('busy.customer@example.com'), {
      anonymous: true,
    });
    expect(signedOut).toMatchObject({ status: 'waiting', anonymous: true, lastError: null });
    for (let index = 1; index < anonymousPerHour; index++)
      await write('busy.customer@example.com', expired, { anonymous: true });
    const past = await write('busy.customer@example.com', expired, { anonymous: true });
    expect(past).toMatchObject({ status: 'failed', lastError: tooManyEmails });
  });
});
