import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { registerOutboxKinds } from '@/client/lib/outbox/kind';
import { sendOutboxEntry } from '@/client/lib/outbox/send';
import { setupOutbox } from '@/client/lib/outbox/test-outbox';
import { MemoryStorage } from '@/client/test/memory-storage';
import { adoptLegacyQuoteDrafts } from './legacy-quote-drafts';
import { outboxKind, type QuoteDraftSave } from './outbox-kind';
import { type QuoteForm, quoteInput } from './quote-form';
import { quoteDrafts } from './quote-drafts';
import { quoteBase } from './quote-base';

const form = (notes = ''): QuoteForm => ({
  lines: [{ key: 'a', description: 'Walls — Kitchen', quantity: '2.5', unit: 'hours', unitPrice: '45.99' }],
  options: [],
  notes,
  depositPercent: '30',
  validUntil: '2026-12-25',
});
const ann = 'ann@brushwork.test';
const bob = 'bob@brushwork.test';
let requests = 0;
const newRequest = () => `req-${(requests += 1)}`;

describe('quote drafts kept on the device', () => {
  it('keep what was typed for its author alone, and another admin of the tablet keeps their own', async () => {
    const requestId = newRequest();
    await quoteDrafts.keep(ann, { requestId, quoteId: null, version: null, form: form('Ann’s prices') });
    await quoteDrafts.keep(bob, { requestId, quoteId: 'quote-1', version: 3, form: form('Bob’s prices') });
    expect((await quoteDrafts.get(ann, requestId))?.form.notes).toBe('Ann’s prices');
    expect(await quoteDrafts.get(bob, requestId)).toMatchObject({
      quoteId: 'quote-1',
      form: { notes: 'Bob’s prices' },
    });
    expect(await quoteDrafts.get(ann, newRequest())).toBeUndefined();
  });

  it('leave the device once the shop saved them, but stay (now changing that quote) when typed into meanwhile', async () => {
    const saved = newRequest();
    await quoteDrafts.keep(ann, { requestId: saved, quoteId: null, version: null, form: form('sent') });
    await quoteDrafts.saved(ann, saved, { _id: 'quote-1', version: 1 }, quoteInput(form('sent')));
    expect(await quoteDrafts.get(ann, saved)).toBeUndefined();

    const typedOn = newRequest();
    await quoteDrafts.keep(ann, { requestId: typedOn, quoteId: null, version: null, form: form('typed meanwhile') });
    await quoteDrafts.saved(ann, typedOn, { _id: 'quote-2', version: 4 }, quoteInput(form('sent')));
    expect(await quoteDrafts.get(ann, typedOn)).toMatchObject({
      quoteId: 'quote-2',
      version: 4,
      form: { notes: 'typed meanwhile' },
    });
  });

  it('are no longer tied to a quote sent since, and keep what was typed apart from it', async () => {
    const requestId = newRequest();
    const kept = { requestId, quoteId: 'quote-9', version: 2, form: form('not saved before it was sent') };
    await quoteDrafts.keep(ann, kept);
    await quoteDrafts.detach(ann, kept);
    expect(await quoteDrafts.get(ann, requestId)).toEqual({ ...kept, quoteId: null, version: null });
  });

  it('kept by the release before versions, are read with no version, to be saved on the one the editor reads', async () => {
    const requestId = newRequest();
    const request = indexedDB.open('brushwork-drafts');
    await new Promise((resolve) => (request.onsuccess = resolve));
    const tx = request.result.transaction('drafts', 'readwrite');
    const value = { requestId, quoteId: 'quote-5', form: form('before versions') };
    tx.objectStore('drafts').put({ owner: ann, kind: 'quote', key: requestId, recordVersion: 1, value, at: 1 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    request.result.close();
    const draft = (await quoteDrafts.get(ann, requestId))!;
    expect(draft).toEqual({ ...value, version: null });
    const shopDraft = { _id: 'quote-5', status: 'draft' } as QuoteRequest['quote'];
    const request9 = { _id: requestId, quote: shopDraft } as QuoteRequest;
    expect(quoteBase(draft, { quoteId: 'quote-5', version: 7 }, request9)).toEqual({ quoteId: 'quote-5', version: 7 });
  });
});

describe('the base of a save', () => {
  const request = (quote: QuoteRequest['quote'] = null) => ({ _id: 'r', quote }) as QuoteRequest;
  const draft = (quoteId: string | null, version: number | null) => ({
    requestId: 'r',
    quoteId,
    version,
    form: form(),
  });

  it('is the shop’s draft at the version the device’s text was begun on, or the shop’s as last read', () => {
    expect(quoteBase(draft('q1', 3), { quoteId: 'q1', version: 5 }, request())).toEqual({ quoteId: 'q1', version: 3 });
    expect(quoteBase(null, { quoteId: 'q1', version: 5 }, request())).toEqual({ quoteId: 'q1', version: 5 });
  });

  it('is a new draft for text tied to no quote, which the shop refuses while the request has one that stands', () => {
    const live = { _id: 'q1', status: 'draft', total: 10 } as QuoteRequest['quote'];
    expect(quoteBase(draft(null, null), { quoteId: 'q1', version: 5 }, request(live))).toEqual({
      quoteId: null,
      version: null,
    });
  });
});

describe('a draft’s save as an outbox entry', () => {
  it('creates the shop’s draft when it has none, and changes it at its own address when it has', async () => {
    registerOutboxKinds(outboxKind);
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('{"_id":"quote-1"}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const quote = quoteInput(form('Two coats'));
    const entry = (save: QuoteDraftSave) => ({ id: 'key-12345678', version: 1, kind: 'quote-draft', payload: save });
    await sendOutboxEntry(entry({ requestId: 'req-9', quoteId: null, version: null, quote }) as OutboxEntry, 'token');
    await sendOutboxEntry(entry({ requestId: 'req-9', quoteId: 'quote-1', version: 3, quote }) as OutboxEntry, 'token');
    const sent = fetch.mock.calls.map(([url, init]) => [init?.method, url, JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      ['POST', '/api/quotes', { requestId: 'req-9', ...quote }],
      // A change names the version of the shop's draft it was made on.
      ['PUT', '/api/quotes/quote-1', { ...quote, version: 3 }],
    ]);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('key-12345678');
    vi.unstubAllGlobals();
  });

  it('waits for its author: nobody else signed in on the device sends it, nor sees it', async () => {
    const { outbox, sent, signIn } = setupOutbox();
    signIn(ann);
    const save = { requestId: 'r', quoteId: null, version: null, quote: quoteInput(form()) };
    await outbox.add(outboxKind.kind, save, 'Quote draft', {
      offline: true,
    });
    signIn(bob);
    await outbox.flush({ connectionBack: true });
    expect(sent).toEqual([]);
    expect(await outbox.listFor(bob)).toEqual([]);
    signIn(ann);
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ entry, token }) => [entry.kind, token])).toEqual([['quote-draft', `token-of-${ann}`]]);
  });
});

describe('quote drafts an earlier release kept in localStorage', () => {
  it('move into the device’s drafts, their queued saves into the outbox, and only their author’s', async () => {
    const storage = new MemoryStorage();
    const [typed, queued] = [newRequest(), newRequest()];
    const legacy = [
      { owner: ann, requestId: typed, quoteId: 'quote-7', form: form('typed'), queued: true, updatedAt: 1 },
      { owner: ann, requestId: queued, quoteId: null, form: form('queued'), queued: true, updatedAt: 2 },
      { owner: bob, requestId: typed, quoteId: null, form: form('Bob’s'), queued: true, updatedAt: 3 },
    ];
    storage.setItem('brushwork.quoteDrafts', JSON.stringify(legacy));
    const queue = vi.fn(async (_save: QuoteDraftSave, _summary: string) => undefined);
    await adoptLegacyQuoteDrafts(ann, queue, storage);
    // A change of the shop's draft queued then waits in the editor, to be saved on the shop's version then.
    expect(await quoteDrafts.get(ann, typed)).toMatchObject({
      quoteId: 'quote-7',
      version: null,
      form: { notes: 'typed' },
    });
    expect(await quoteDrafts.get(ann, queued)).toMatchObject({ quoteId: null, form: { notes: 'queued' } });
    expect(queue.mock.calls.map(([save]) => save)).toEqual([
      { requestId: queued, quoteId: null, version: null, quote: quoteInput(form('queued')) },
    ]);
    // Bob's stays until Bob signs in here; then nothing is left of the old record.
    expect(JSON.parse(storage.getItem('brushwork.quoteDrafts')!)).toEqual([legacy[2]]);
    await adoptLegacyQuoteDrafts(bob, queue, storage);
    expect(storage.getItem('brushwork.quoteDrafts')).toBeNull();
    expect(queue).toHaveBeenCalledTimes(2);
  });
});
