import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { registerOutboxKinds } from '@/client/lib/outbox/kind';
import { sendOutboxEntry } from '@/client/lib/outbox/send';
import { setupOutbox } from '@/client/lib/outbox/test-outbox';
import { MemoryStorage } from '@/client/test/memory-storage';
import { adoptLegacyQuoteDrafts } from './legacy-quote-drafts';
import { outboxKind, type QuoteDraftSave } from './outbox-kind';
import { type QuoteForm, quoteInput } from './quote-form';
import { quoteDrafts } from './quote-drafts';

const form = (notes = ''): QuoteForm => ({
  lines: [{ key: 'a', description: 'Walls — Kitchen', quantity: '2.5', unit: 'hours', unitPrice: '45.99' }],
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
    await quoteDrafts.keep(ann, { requestId, quoteId: null, form: form('Ann’s prices') });
    await quoteDrafts.keep(bob, { requestId, quoteId: 'quote-1', form: form('Bob’s prices') });
    expect((await quoteDrafts.get(ann, requestId))?.form.notes).toBe('Ann’s prices');
    expect(await quoteDrafts.get(bob, requestId)).toMatchObject({
      quoteId: 'quote-1',
      form: { notes: 'Bob’s prices' },
    });
    expect(await quoteDrafts.get(ann, newRequest())).toBeUndefined();
  });

  it('leave the device once the shop saved them, but stay (now changing that quote) when typed into meanwhile', async () => {
    const saved = newRequest();
    await quoteDrafts.keep(ann, { requestId: saved, quoteId: null, form: form('sent') });
    await quoteDrafts.saved(ann, saved, 'quote-1', quoteInput(form('sent')));
    expect(await quoteDrafts.get(ann, saved)).toBeUndefined();

    const typedOn = newRequest();
    await quoteDrafts.keep(ann, { requestId: typedOn, quoteId: null, form: form('typed meanwhile') });
    await quoteDrafts.saved(ann, typedOn, 'quote-2', quoteInput(form('sent')));
    expect(await quoteDrafts.get(ann, typedOn)).toMatchObject({
      quoteId: 'quote-2',
      form: { notes: 'typed meanwhile' },
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
    await sendOutboxEntry(entry({ requestId: 'req-9', quoteId: null, quote }) as OutboxEntry, 'token');
    await sendOutboxEntry(entry({ requestId: 'req-9', quoteId: 'quote-1', quote }) as OutboxEntry, 'token');
    const sent = fetch.mock.calls.map(([url, init]) => [init?.method, url, JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      ['POST', '/api/quotes', { requestId: 'req-9', ...quote }],
      ['PUT', '/api/quotes/quote-1', quote],
    ]);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('key-12345678');
    vi.unstubAllGlobals();
  });

  it('waits for its author: nobody else signed in on the device sends it, nor sees it', async () => {
    const { outbox, sent, signIn } = setupOutbox();
    signIn(ann);
    await outbox.add(outboxKind.kind, { requestId: 'r', quoteId: null, quote: quoteInput(form()) }, 'Quote draft', {
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
      { owner: ann, requestId: typed, quoteId: 'quote-7', form: form('typed'), queued: false, updatedAt: 1 },
      { owner: ann, requestId: queued, quoteId: null, form: form('queued'), queued: true, updatedAt: 2 },
      { owner: bob, requestId: typed, quoteId: null, form: form('Bob’s'), queued: true, updatedAt: 3 },
    ];
    storage.setItem('brushwork.quoteDrafts', JSON.stringify(legacy));
    const queue = vi.fn(async (_save: QuoteDraftSave, _summary: string) => undefined);
    await adoptLegacyQuoteDrafts(ann, queue, storage);
    expect(await quoteDrafts.get(ann, typed)).toMatchObject({ quoteId: 'quote-7', form: { notes: 'typed' } });
    expect(await quoteDrafts.get(ann, queued)).toMatchObject({ quoteId: null, form: { notes: 'queued' } });
    expect(queue.mock.calls.map(([save]) => save)).toEqual([
      { requestId: queued, quoteId: null, quote: quoteInput(form('queued')) },
    ]);
    // Bob's stays until Bob signs in here; then nothing is left of the old record.
    expect(JSON.parse(storage.getItem('brushwork.quoteDrafts')!)).toEqual([legacy[2]]);
    await adoptLegacyQuoteDrafts(bob, queue, storage);
    expect(storage.getItem('brushwork.quoteDrafts')).toBeNull();
    expect(queue).toHaveBeenCalledTimes(2);
  });
});
