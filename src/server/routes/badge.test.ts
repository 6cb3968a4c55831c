import { describe, expect, it } from 'vitest';
import type { Badge } from '@/shared/answers/push';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, invoices, jobs, quoteRequests, reviewRequests, reviews } from '../db/schema';
import { jsonRequest, placedOrder, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { jobCalls, scheduledJob, signedInPainter } from '../test/jobs';
import { createQuoteRequest, quoteInStatus } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened), {
  freshEachTest: [contactMessages, invoices, reviews, reviewRequests, jobs, quoteRequests],
});

const badgeOf = async (auth: Record<string, string>) =>
  (await (await app.request('/api/badge', { headers: auth })).json()) as Badge;
const seen = async (auth: Record<string, string>, area: string) =>
  app.request('/api/badge/seen', jsonRequest('PUT', { area }, auth));

describe('the app’s badge', () => {
  it('counts a customer’s unpaid orders and unopened quotes, each until its page is seen', async () => {
    const customer = await signedInUser(database);
    const tool = await createTool(database.db, { availableQuantity: 20 });
    expect(await badgeOf(customer.auth)).toEqual({ count: 0, areas: { orders: 0, quotes: 0 } });
    const unpaid = await placedOrder(app, customer.auth, tool.id);
    await placedOrder(app, customer.auth, tool.id);
    const quote = await quoteInStatus(database.db, customer.user.id, 'sent');
    expect(await badgeOf(customer.auth)).toEqual({ count: 3, areas: { orders: 2, quotes: 1 } });

    const answered = await seen(customer.auth, 'orders');
    expect(await answered.json()).toEqual({ count: 1, areas: { orders: 0, quotes: 1 } });
    // Opening the quote is seeing it.
    expect((await app.request(`/api/quotes/${quote.id}`, { headers: customer.auth })).status).toBe(200);
    expect(await badgeOf(customer.auth)).toEqual({ count: 0, areas: { orders: 0, quotes: 0 } });

    // What comes after counts again; what is paid no longer waits.
    const later = await placedOrder(app, customer.auth, tool.id);
    expect((await badgeOf(customer.auth)).areas.orders).toBe(1);
    await payOrder(app, customer.auth, later);
    expect((await badgeOf(customer.auth)).count).toBe(0);
    expect(unpaid.paid).toBe(false);
  });

  it('counts a customer’s final invoice with their quotes until it is seen, and not once it is paid', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const painter = await signedInPainter(database);
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await seen(customer.auth, 'quotes');
    expect((await badgeOf(customer.auth)).areas.quotes).toBe(0);
    expect((await jobCalls(app).complete(painter.auth, job._id)).status).toBe(200);
    expect(await badgeOf(customer.auth)).toEqual({ count: 1, areas: { orders: 0, quotes: 1 } });
    await seen(customer.auth, 'quotes');
    expect((await badgeOf(customer.auth)).count).toBe(0);
  });

  it('counts an admin’s paid orders to ship, new quote requests and unhandled messages, and clears each when seen', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database);
    const tool = await createTool(database.db, { availableQuantity: 20 });
    const before = await badgeOf(admin.auth);
    await seen(admin.auth, 'orders');
    await payOrder(app, customer.auth, await placedOrder(app, customer.auth, tool.id));
    await placedOrder(app, customer.auth, tool.id);
    await createQuoteRequest(database.db, customer.user.id);
    const message = { name: 'Cleo', email: 'cleo@example.com', subject: 'Trim', msg: 'Gloss or satin?' };
    expect((await app.request('/api/msg', jsonRequest('POST', message))).status).toBe(201);
    expect(before.areas).toEqual({ orders: expect.any(Number), quoteRequests: 0, messages: 0 });
    expect(await badgeOf(admin.auth)).toEqual({ count: 3, areas: { orders: 1, quoteRequests: 1, messages: 1 } });

    expect(await (await seen(admin.auth, 'messages')).json()).toMatchObject({ count: 2, areas: { messages: 0 } });
    await seen(admin.auth, 'quoteRequests');
    await seen(admin.auth, 'orders');
    expect(await badgeOf(admin.auth)).toEqual({ count: 0, areas: { orders: 0, quoteRequests: 0, messages: 0 } });
    // Another admin has not seen them: the marks are each person's own.
    const other = await signedInUser(database, { role: 'admin' });
    expect((await badgeOf(other.auth)).areas).toMatchObject({ quoteRequests: 1, messages: 1 });
  });

  it('refuses an area that is not the person’s own', async () => {
    const customer = await signedInUser(database);
    const refused = await seen(customer.auth, 'messages');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid', issues: [{ path: 'area' }] } });
    expect((await seen(customer.auth, 'everything')).status).toBe(422);
  });
});
