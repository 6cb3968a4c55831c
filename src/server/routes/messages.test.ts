import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { User } from '@/shared/answers/people';
import type { Message } from '@/shared/answers/shop';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, emails, messageReplies } from '../db/schema';
import { jsonRequest, signedInUser, testMailSettings, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Awaited<ReturnType<typeof signedInUser>>;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  admin = await signedInUser(database, { role: 'admin' });
});

describe('contact messages for admins', () => {
  it('lists them newest first with name, email, subject, date and message, and marks one handled', async () => {
    const message = { name: 'Pat Lee', email: 'pat@example.com', subject: 'Quote', msg: 'Two rooms, please.' };
    await app.request('/api/msg', jsonRequest('POST', { ...message, subject: 'Earlier' }));
    await app.request('/api/msg', jsonRequest('POST', message));
    const listed = (await (await app.request('/api/messages', { headers: admin.auth })).json()) as Message[];
    expect(listed.map((row) => row.subject).slice(0, 2)).toEqual(['Quote', 'Earlier']);
    expect(listed[0]).toEqual({
      _id: expect.any(String),
      ...message,
      date: expect.any(String),
      handled: false,
      replies: [],
    });
    expect(Date.now() - Date.parse(listed[0]!.date)).toBeLessThan(60_000);

    const marked = await app.request(
      `/api/messages/${listed[0]!._id}`,
      jsonRequest('PATCH', { handled: true }, admin.auth),
    );
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as Message).handled).toBe(true);
    const again = (await (await app.request('/api/messages', { headers: admin.auth })).json()) as Message[];
    expect(again.find((row) => row._id === listed[0]!._id)?.handled).toBe(true);
    const undone = await app.request(
      `/api/messages/${listed[0]!._id}`,
      jsonRequest('PATCH', { handled: false }, admin.auth),
    );
    expect(((await undone.json()) as Message).handled).toBe(false);
  });

  it('refuses a handled that is not true or false, an unknown message, and anyone but an admin', async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: 'n', email: 'a@b.co', subject: 's', message: 'm' })
      .returning();
    const patch = (body: unknown, auth = admin.auth, id = row!.id) =>
      app.request(`/api/messages/${id}`, jsonRequest('PATCH', body, auth));
    expect((await patch({ handled: 'yes' })).status).toBe(422);
    expect((await patch({ handled: true }, admin.auth, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const customer = await signedInUser(database);
    expect((await patch({ handled: true }, customer.auth)).status).toBe(403);
    expect((await app.request('/api/messages', { headers: customer.auth })).status).toBe(403);
    expect((await app.request('/api/messages')).status).toBe(401);
  });
});

describe("the admin's reply", () => {
  const storedMessage = async (email = 'sam@example.com') => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: 'Sam Ortiz', email, subject: 'Deck stain', message: 'Which stain for a cedar deck?' })
      .returning();
    return row!;
  };
  const reply = (id: string, body: unknown, headers: Record<string, string> = admin.auth) =>
    app.request(`/api/messages/${id}/reply`, jsonRequest('POST', body, headers));
  const mailTo = (address: string) =>
    database.db.select().from(emails).where(eq(emails.toAddress, address)).orderBy(asc(emails.createdAt));

  it('mails the sender through the queue, keeps the reply with its time and marks the message handled', async () => {
    const message = await storedMessage('sam.reply@example.com');
    const answer = await reply(message.id, { text: 'A semi-transparent oil stain; we can show you samples.' });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as Message;
    expect(body).toMatchObject({ _id: message.id, handled: true });
    expect(body.replies).toEqual([
      { text: 'A semi-transparent oil stain; we can show you samples.', date: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(body.replies[0]!.date)).toBeLessThan(60_000);

    const [mail, ...others] = await mailTo('sam.reply@example.com');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'message-reply',
      subject: 'Re: Deck stain',
      replyTo: testMailSettings.shopEmail,
    });
    expect(mail!.data).toEqual({
      name: 'Sam Ortiz',
      subject: 'Deck stain',
      reply: 'A semi-transparent oil stain; we can show you samples.',
    });

    // A second reply is kept after the first; the message stays handled since its first reply.
    const [{ handledAt }] = (await database.db
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id))) as [{ handledAt: Date }];
    await reply(message.id, { text: 'Samples are at the shop from Monday.' });
    const listed = (await (await app.request('/api/messages', { headers: admin.auth })).json()) as Message[];
    const kept = listed.find((row) => row._id === message.id)!;
    expect(kept.replies.map((row) => row.text)).toEqual([
      'A semi-transparent oil stain; we can show you samples.',
      'Samples are at the shop from Monday.',
    ]);
    const [again] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(again!.handledAt).toEqual(handledAt);
    expect(await mailTo('sam.reply@example.com')).toHaveLength(2);
  });

  it('sends a reply replayed under the same Idempotency-Key once', async () => {
    const message = await storedMessage('sam.replay@example.com');
    const headers = { ...admin.auth, 'Idempotency-Key': crypto.randomUUID() };
    const first = await reply(message.id, { text: 'We will call you today.' }, headers);
    const second = await reply(message.id, { text: 'We will call you today.' }, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await mailTo('sam.replay@example.com')).toHaveLength(1);
    expect(
      await database.db.select().from(messageReplies).where(eq(messageReplies.messageId, message.id)),
    ).toHaveLength(1);
  });

  it('refuses an empty or overlong reply, an unknown message and anyone but an admin, and changes nothing', async () => {
    const message = await storedMessage('sam.refused@example.com');
    expect((await reply(message.id, { text: '   ' })).status).toBe(422);
    expect((await reply(message.id, { text: 'x'.repeat(5001) })).status).toBe(422);
    expect((await reply(message.id, {})).status).toBe(422);
    expect((await reply('00000000-0000-4000-8000-000000000000', { text: 'Hello' })).status).toBe(404);
    const customer = await signedInUser(database);
    expect((await reply(message.id, { text: 'Hello' }, customer.auth)).status).toBe(403);
    expect((await reply(message.id, { text: 'Hello' }, {})).status).toBe(401);
    expect(await mailTo('sam.refused@example.com')).toEqual([]);
    const [unchanged] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(unchanged!.handledAt).toBeNull();
  });
});

describe('lists that page through the server', () => {
  it('answer ?limit= and ?offset= with the total in X-Total-Count, and everything without them', async () => {
    for (let index = 0; index < 7; index++) {
      await database.db
        .insert(contactMessages)
        .values({ name: `Sender ${index}`, email: 'a@b.co', subject: `Page ${index}`, message: 'm' });
    }
    const all = (await (await app.request('/api/messages', { headers: admin.auth })).json()) as Message[];
    const page = await app.request('/api/messages?limit=3&offset=2', { headers: admin.auth });
    expect(page.headers.get('X-Total-Count')).toBe(String(all.length));
    expect(((await page.json()) as Message[]).map((row) => row._id)).toEqual(all.slice(2, 5).map((row) => row._id));
  });

  it("pages the admin's orders and users and a customer's orders the same way", async () => {
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const customer = await signedInUser(database);
    for (let index = 0; index < 4; index++) {
      await app.request(
        '/api/orders',
        jsonRequest(
          'POST',
          { productId: tool.id, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' },
          customer.auth,
        ),
      );
    }
    const mine = await app.request(`/api/orders/${customer.user.email}?limit=3`, { headers: customer.auth });
    expect(mine.headers.get('X-Total-Count')).toBe('4');
    expect((await mine.json()) as Order[]).toHaveLength(3);
    const rest = await app.request(`/api/orders/${customer.user.email}?offset=3`, { headers: customer.auth });
    expect((await rest.json()) as Order[]).toHaveLength(1);
    const orders = await app.request('/api/allorders?limit=2', { headers: admin.auth });
    expect(Number(orders.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(4);
    expect((await orders.json()) as Order[]).toHaveLength(2);
    const users = await app.request('/api/users?limit=1&offset=1', { headers: admin.auth });
    expect(Number(users.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2);
    expect((await users.json()) as User[]).toHaveLength(1);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'limit=2.5'])('refuses ?%s with 422', async (query) => {
    const response = await app.request(`/api/allorders?${query}`, { headers: admin.auth });
    expect(response.status).toBe(422);
  });
});
