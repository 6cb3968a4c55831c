import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { QuoteStatus } from '@/shared/schemas/quote';
import { shopDate } from '@/shared/slots';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import { type TestApp, testMailQueue } from '../test/app';
import { quoteBody, quoteCalls, quoteInStatus, requestState, shopDay, testTimeZone } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';
import { sweepDeadlines } from './deadlines';
import { expireQuotes } from './quote-validity';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened));

/** A quote in `status` whose last valid day is `validUntil`, as if the days had gone by. */
async function quoteValidUntil(status: QuoteStatus, validUntil: string) {
  const quote = await quoteInStatus(database.db, customer.user.id, status);
  await database.db.update(quotes).set({ validUntil }).where(eq(quotes.id, quote.id));
  return quote;
}

const statusOf = async (id: string) =>
  (await database.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]?.status;

describe('a sent quote expires once its last valid day has passed in the shop', () => {
  it('by the periodic task: sent and viewed quotes past their day, and their requests are new again', async () => {
    const yesterday = shopDay(-1);
    const sent = await quoteValidUntil('sent', yesterday);
    const viewed = await quoteValidUntil('viewed', yesterday);
    const lastDay = await quoteValidUntil('sent', shopDay(0));
    const untouched = await Promise.all(
      (['draft', 'accepted', 'deposit_paid', 'declined'] as const).map((status) => quoteValidUntil(status, yesterday)),
    );
    const stop = sweepDeadlines(database.db, { mailQueue: testMailQueue, timeZone: testTimeZone }, 50);
    try {
      await expect.poll(() => statusOf(viewed.id), { timeout: 5000 }).toBe('expired');
    } finally {
      stop();
    }
    expect(await statusOf(sent.id)).toBe('expired');
    expect(await requestState(database.db, sent.requestId)).toBe('new');
    expect(await requestState(database.db, viewed.requestId)).toBe('new');
    // Its last day is today: the customer may still accept it until the day ends.
    expect(await statusOf(lastDay.id)).toBe('sent');
    expect(await Promise.all(untouched.map(({ id }) => statusOf(id)))).toEqual([
      'draft',
      'accepted',
      'deposit_paid',
      'declined',
    ]);
  });

  it('reads as expired at once, with its request new again, and writes nothing until a move or the job', async () => {
    const calls = quoteCalls(app);
    const viewed = await quoteValidUntil('viewed', shopDay(-1));
    const { status, body } = await calls.read(customer.auth, viewed.id);
    expect(status).toBe(200);
    expect(body.status).toBe('expired');
    const read = async (path: string, auth: Record<string, string>) =>
      (await app.request(path, { headers: auth })).json() as Promise<QuoteRequest & QuoteRequest[]>;
    expect(await read(`/api/quote-requests/${viewed.requestId}`, customer.auth)).toMatchObject({
      state: 'new',
      quote: { _id: viewed.id, status: 'expired' },
    });
    // The shop's list of requests to quote holds it already, and not those quoted.
    const anew = await read('/api/quote-requests?state=new', admin.auth);
    expect(anew.map(({ _id }) => _id)).toContain(viewed.requestId);
    const quoted = await read('/api/quote-requests?state=quoted', admin.auth);
    expect(quoted.map(({ _id }) => _id)).not.toContain(viewed.requestId);
    // Reads never write.
    expect(await statusOf(viewed.id)).toBe('viewed');
    expect(await requestState(database.db, viewed.requestId)).toBe('quoted');
    // The shop quotes it again: the move expires the old quote first.
    expect((await calls.create(admin.auth, quoteBody(viewed.requestId))).status).toBe(201);
    expect(await statusOf(viewed.id)).toBe('expired');

    const sent = await quoteValidUntil('sent', shopDay(-1));
    const accept = await calls.accept(customer.auth, sent.id);
    expect(accept.status).toBe(409);
    expect(accept.body.error?.message).toMatch(/expired/);
    expect(await statusOf(sent.id)).toBe('expired');
    expect(await requestState(database.db, sent.requestId)).toBe('new');
  });

  it("counts days in the shop's time zone, not the server's", async () => {
    const now = Date.now();
    // Twenty-five hours apart: whatever the hour, Kiritimati's today is a day after Pago Pago's.
    const pagoPagoToday = shopDate(now, 'Pacific/Pago_Pago');
    const quote = await quoteValidUntil('sent', pagoPagoToday);
    expect(await expireQuotes(database.db, 'Pacific/Pago_Pago', { quoteId: quote.id })).toBe(0);
    expect(await statusOf(quote.id)).toBe('sent');
    expect(await expireQuotes(database.db, 'Pacific/Kiritimati', { quoteId: quote.id })).toBe(1);
    expect(await statusOf(quote.id)).toBe('expired');
  });
});
