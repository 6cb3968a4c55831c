import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import type { TestApp } from '../test/app';
import { createQuoteRequest, quoteBody, quoteCalls, quoteEmails, shopDay } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened), { name: 'Ada Lovelace' });

const calls = () => quoteCalls(app);
const keyed = (key: string) => ({ ...admin.auth, 'Idempotency-Key': key });
const change = (notes: string, version = 1) => {
  const { lines, depositPercent } = quoteBody('');
  return { lines, notes, depositPercent, validUntil: shopDay(20), version };
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
    const other = await calls().call('PUT', path, keyed('draft-change-1'), change('Three coats', 2));
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

describe('a draft’s version: a stale save or send is refused', () => {
  it('carries its version, raised by each save, and refuses a save made on an older one, keeping the newer', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    expect(draft.version).toBe(1);
    const path = `/api/quotes/${draft._id}`;
    const first = await calls().call('PUT', path, admin.auth, change('Saved by Ann', 1));
    expect(first).toMatchObject({ status: 200, body: { version: 2, notes: 'Saved by Ann' } });
    expect((await calls().read(admin.auth, draft._id)).body.version).toBe(2);

    // Bob opened the draft at version 1 and saves after Ann.
    const stale = await calls().call('PUT', path, admin.auth, change('Saved by Bob', 1));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'conflict' } });
    expect(stale.body.error?.message).toMatch(/Another save came first: this draft is at version 2/);
    expect((await calls().read(admin.auth, draft._id)).body).toMatchObject({ notes: 'Saved by Ann', version: 2 });
  });

  it('keeps one of two saves made at once on the same version', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    const path = `/api/quotes/${draft._id}`;
    const answers = await Promise.all(
      ['Ann', 'Bob'].map((who) => calls().call('PUT', path, admin.auth, change(`Saved by ${who}`, 1))),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const kept = answers.find(({ status }) => status === 200)!.body.notes;
    expect((await calls().read(admin.auth, draft._id)).body).toMatchObject({ notes: kept, version: 2 });
  });

  it('sends only the version the admin saw: a stale send is refused and the draft stays unsent', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    await calls().call('PUT', `/api/quotes/${draft._id}`, admin.auth, change('Changed since it was read', 1));
    const stale = await calls().send(admin.auth, draft._id, 1);
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    expect((await calls().read(admin.auth, draft._id)).body.status).toBe('draft');
    expect(await quoteEmails(database.db, 'quote-sent', draft._id)).toEqual([]);
    expect((await calls().send(admin.auth, draft._id, 2)).body).toMatchObject({ status: 'sent', version: 3 });
  });

  it('answers a replayed save with its first answer, not with a refusal of its own version', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    const path = `/api/quotes/${draft._id}`;
    const first = await calls().call('PUT', path, keyed('draft-versioned-1'), change('Lost answer', 1));
    expect(await calls().call('PUT', path, keyed('draft-versioned-1'), change('Lost answer', 1))).toEqual(first);
  });

  it('refuses a change or a send without the version it was made on (422)', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls().create(admin.auth, quoteBody(request.id));
    const { version: _version, ...unversioned } = change('No version');
    const changed = await calls().call('PUT', `/api/quotes/${draft._id}`, admin.auth, unversioned);
    expect(changed).toMatchObject({ status: 422, body: { error: { issues: [{ path: 'version' }] } } });
    const sent = await calls().call('POST', `/api/quotes/${draft._id}/send`, admin.auth, {});
    expect(sent.status).toBe(422);
  });
});
