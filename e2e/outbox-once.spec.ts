import { randomUUID } from 'node:crypto';
import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { sendMessage, storedMessages } from './support/outbox';

/**
 * The outbox on a phone (390 px): one send per entry whoever sends it, and a device that cannot store. A send
 * that never answers, and a captive portal's page, are send.test.ts's to check (with outbox.test.ts's retries).
 */

test('3. two tabs and the worker send each kept message once: every Idempotency-Key is posted a single time', async ({
  page,
  context,
  sql,
}) => {
  const subject = `Once ${randomUUID()}`;
  // Every post that left the device, answered or not. Chromium tells a page it is back online a moment before
  // its line is: a send tried then fails at once, never leaving the device, and the next try is no second send.
  const posts = new Map<string, number>();
  const count = (request: Request) => {
    const key = request.headers()['idempotency-key'];
    if (request.method() === 'POST' && request.url().endsWith('/api/msg') && key)
      posts.set(key, (posts.get(key) ?? 0) + 1);
  };
  context.on('requestfinished', count);
  context.on(
    'requestfailed',
    (request) => request.failure()?.errorText !== 'net::ERR_INTERNET_DISCONNECTED' && count(request),
  );
  await page.goto('/contactUs');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await sendMessage(page, `${subject} 1`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved — will send when you are back online' }),
  ).toBeVisible();
  await sendMessage(page, `${subject} 2`);
  const other = await context.newPage();
  await other.goto('/contactUs');
  await sendMessage(other, `${subject} 3`);
  await expect(other.getByRole('button', { name: '3 waiting' })).toBeVisible();

  // Both tabs see the line come back, and the worker's Background Sync fires too.
  await context.setOffline(false);
  await storedMessages(sql, `${subject}%`).toBe(3);
  await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /waiting/ })).toHaveCount(0);
  expect([...posts.values()]).toEqual([1, 1, 1]);
  await sql('delete from contact_messages where subject like $1', [`${subject}%`]);
});

test('5. a device that cannot store the message still sends it online, and says plainly when it could not be kept', async ({
  page,
  sql,
}) => {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.transaction.db.name === 'brushwork-outbox')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const subject = `No room ${randomUUID()}`;
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/msg'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/contactUs');
  await sendMessage(page, subject);
  await expect(page.getByRole('alert').filter({ hasText: 'Your msg has been sent' })).toBeVisible();
  await storedMessages(sql, subject).toBe(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);

  await page.route('**/api/msg', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
  );
  await sendMessage(page, `${subject} 2`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'this device could not keep it for later (its storage is full' }),
  ).toBeVisible();
  // What was typed stays, to be sent again by hand.
  await expect(page.getByLabel('Subject')).toHaveValue(`${subject} 2`);
  await sql('delete from contact_messages where subject like $1', [`${subject}%`]);
});
