import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '@/shared/schemas/mail-preferences';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { jsonRequest, signedInUser, testMailQueue, testMailSettings, type TestApp } from '../test/app';
import { useMailJob } from '../test/mail-job';
import type { SmtpSink } from '../test/smtp-sink';
import { sampleData } from './templates/test-data';
import { signUnsubscribe } from './unsubscribe-token';

let database: DatabaseHandle, app: TestApp, sink: SmtpSink;
useMailJob((world) => ({ database, app, sink } = world));

const sendingTime = { timeout: 15_000 };
const received = (to: string) => sink.messages.filter((message) => message.envelopeTo.includes(to));
const rowsTo = (to: string) => database.db.select().from(emails).where(eq(emails.toAddress, to));
const queue = (to: string, message: Parameters<typeof testMailQueue.queueEmail>[2]) =>
  database.db.transaction((tx) => testMailQueue.queueEmail(tx, to, message));
const reminder = { kind: 'visit-reminder' as const, data: sampleData['visit-reminder'] };
/** A header of a message as it came over the wire, unfolded. */
const headerOf = (message: SmtpSink['messages'][number]) => (name: string) =>
  message.mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
/** A one-click unsubscribe as a mail client makes it: a form post to the link, its body not read. */
const oneClick = (path: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('mail a reader may turn off', () => {
  it('carries a one-click unsubscribe link (RFC 8058) that stops the next reminder; mail that always goes has none', async () => {
    const address = `una.${randomUUID().slice(0, 8)}@example.com`;
    await queue(address, reminder);
    await expect.poll(() => received(address).length, sendingTime).toBe(1);
    const header = headerOf(received(address)[0]!);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /<http:\/\/shop\.brushwork\.test(\/api\/mail\/unsubscribe\?token=[^>]+)>/.exec(
      header('list-unsubscribe') ?? '',
    );
    expect(link).not.toBeNull();

    const answer = await oneClick(link![1]!);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ topic: 'reminders', changed: true });

    const next = await queue(address, reminder);
    await expect
      .poll(async () => (await rowsTo(address)).find((row) => row.id === next?.id)?.status, sendingTime)
      .toBe('failed');
    expect((await rowsTo(address)).find((row) => row.id === next?.id)?.lastError).toBe(
      'Its reader turned this kind of mail off.',
    );
    // The shop's answer to a message always goes, without a link to turn it off.
    await queue(address, { kind: 'message-reply', data: sampleData['message-reply'] });
    await expect.poll(() => received(address).length, sendingTime).toBe(2);
    expect(headerOf(received(address)[1]!)('list-unsubscribe')).toBeUndefined();
  });

  it('are chosen in the profile; a link used once changes nothing again, and a forged one nothing at all', async () => {
    const { auth, user } = await signedInUser(database);
    const read = async () =>
      (await (await app.request('/api/mail/preferences', { headers: auth })).json()) as MailPreferences;
    expect(await read()).toEqual({ reviews: true, reminders: true, news: true });
    const saved = await app.request(
      '/api/mail/preferences',
      jsonRequest('PUT', { reviews: false, reminders: true, news: true }, auth),
    );
    expect(saved.status).toBe(200);
    expect(await read()).toEqual({ reviews: false, reminders: true, news: true });
    expect((await app.request('/api/mail/preferences', jsonRequest('PUT', { reminders: 'no' }, auth))).status).toBe(
      422,
    );
    expect((await app.request('/api/mail/preferences')).status).toBe(401);

    const key = testMailSettings.unsubscribeKey;
    const token = signUnsubscribe({ email: user.email, topic: 'reminders', id: randomUUID() }, key);
    const forged = [
      `${token.slice(0, -3)}AAA`,
      signUnsubscribe({ email: user.email, topic: 'news', id: randomUUID() }, 'another key'),
      token.split('.')[0]!,
      'not a token',
    ];
    for (const each of forged)
      expect((await oneClick(`/api/mail/unsubscribe?token=${encodeURIComponent(each)}`)).status).toBe(404);
    expect(await read()).toEqual({ reviews: false, reminders: true, news: true });

    expect(await (await oneClick(`/api/mail/unsubscribe?token=${token}`)).json()).toEqual({
      topic: 'reminders',
      changed: true,
    });
    expect(await read()).toEqual({ reviews: false, reminders: false, news: true });
    await app.request(
      '/api/mail/preferences',
      jsonRequest('PUT', { reviews: false, reminders: true, news: true }, auth),
    );
    expect(await (await oneClick(`/api/mail/unsubscribe?token=${token}`)).json()).toEqual({
      topic: 'reminders',
      changed: false,
    });
    expect(await read()).toEqual({ reviews: false, reminders: true, news: true });
  });
});
