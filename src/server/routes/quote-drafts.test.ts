import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { createQuoteRequest, quoteBody, quoteCalls, shopDay } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>, customer: Awaited<ReturnType<typeof signedInUser>>;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  admin = await signedInUser(database, { role: 'admin' });
  customer = await signedInUser(database, { name: 'Ada Lovelace' });
});

const calls = () => quoteCalls(app);
const keyed = (key: string) => ({ ...admin.auth, 'Idempotency-Key': key });
const change = (notes: string) => {
  const { lines, depositPercent } = quoteBody('');
  return { lines, notes, depositPercent, validUntil: shopDay(20) };
};

describe('a draft quote saved from a device’s outbox', () => {
  it('answers a replayed first save with the draft it made, not with a refusal of a second quote', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const first = await calls().create(keyed('draft-save-1'), quoteBody(request.id));
    expect(first.status).toBe(201);
    // The answer was lost: the device sends the same save again under the same key.
    const replay = await calls().create(keyed('draft-save-1'), quoteBody(request.id));
    expect(replay).toEqual(first);
    expect(await database.db.select().from(quotes).where(eq(quotes.requestId, request.id))).toHaveLength(1);
    // Another save under a new key is a second quote, which the request may not have.
    expect((await calls().create(keyed('draft-save-2'), quoteBody(request.id))).status).toBe(409);
  });

  it('answers a replayed change with its first answer, and refuses the key for another body', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    const path = `/api/quotes/${draft._id}`;
    const first = await calls().call('PUT', path, keyed('draft-change-1'), change('Two coats'));
    expect(first).toMatchObject({ status: 200, body: { notes: 'Two coats' } });
    expect(await calls().call('PUT', path, keyed('draft-change-1'), change('Two coats'))).toEqual(first);
    const other = await calls().call('PUT', path, keyed('draft-change-1'), change('Three coats'));
    expect(other.status).toBe(422);
    expect((await calls().read(admin.auth, draft._id)).body.notes).toBe('Two coats');
  });

  it('keeps nothing of a refused save under its key: the same key may be used once the save is fixed', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const past = await calls().create(keyed('draft-save-3'), quoteBody(request.id, { validUntil: shopDay(-1) }));
    expect(past.status).toBe(422);
    expect((await calls().create(keyed('draft-save-3'), quoteBody(request.id))).status).toBe(201);
  });
});
