import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploaderWith } from './attachments';
import { type OutboxAttachment, type OutboxEntry, receiptKeepMs } from './entry';
import { defineOutboxKind, registerOutboxKinds } from './kind';
import { sendOutboxEntry } from './send';
import { sendOutboxAttachment } from './send-attachment';
import { setupOutbox, testKinds } from './test-outbox';

/** Steps of one piece of work, as a painter's day sends them: a note goes as JSON, a photo is its file alone. */
type Step = { jobId: string; step: 'note'; text: string } | { jobId: string; step: 'photo'; photoIds: string[] };
const steps = defineOutboxKind<Step>({
  kind: 'steps-of-work',
  url: '/api/work',
  session: 'required',
  request: (step) =>
    step.step === 'note' ? { url: `/api/work/${step.jobId}/notes`, method: 'POST', body: { text: step.text } } : null,
  attachments: {
    url: '/api/work-photos',
    field: 'image',
    payloadField: 'photoIds',
    noun: 'Photo',
    fields: (step) => ({ jobId: step.jobId }),
  },
});
registerOutboxKinds(steps);

const photo = (key: string): OutboxAttachment => ({
  key,
  name: `${key}.jpg`,
  blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
});
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('outbox: the entries about one thing', () => {
  it('lists what its author wrote about a topic, kept or delivered, with what a delivered one sent', async () => {
    const { outbox, signIn, advance } = setupOutbox();
    signIn('pat@example.com');
    const note = { jobId: 'job-1', step: 'note', text: 'Ladder left in the garage' } as const;
    await outbox.add(steps.kind, note, 'Note', { offline: true, topic: 'job-1' });
    await outbox.add(steps.kind, { ...note, jobId: 'job-2' }, 'Note', { offline: true, topic: 'job-2' });
    await outbox.add(testKinds.review.kind, { message: 'Nice', rating: 5 }, 'Review', { offline: true });
    signIn('sam@example.com');
    await outbox.add(steps.kind, note, 'Note', { offline: true, topic: 'job-1' });
    signIn('pat@example.com');

    const before = await outbox.about('job-1', 'pat@example.com');
    expect(before.entries.map((entry) => [entry.author, entry.topic, entry.state])).toEqual([
      ['pat@example.com', 'job-1', 'waiting'],
    ]);
    expect(before.receipts).toEqual([]);

    await outbox.flush({ connectionBack: true });
    const after = await outbox.about('job-1', 'pat@example.com');
    expect(after.entries).toEqual([]);
    expect(after.receipts).toMatchObject([{ topic: 'job-1', payload: note, author: 'pat@example.com' }]);
    // Nobody else's, and only for a while.
    expect((await outbox.about('job-1', 'sam@example.com')).receipts).toEqual([]);
    advance(receiptKeepMs + 1);
    expect((await outbox.about('job-1', 'pat@example.com')).receipts).toEqual([]);
  });

  it('keeps no payload in the receipt of an entry about no topic', async () => {
    const { outbox, signIn } = setupOutbox();
    signIn('pat@example.com');
    const entry = await outbox.add(testKinds.review.kind, { message: 'Nice', rating: 5 }, 'Review', {});
    await outbox.attempt(entry);
    const { receipt } = await outbox.track(entry.id, 'pat@example.com');
    expect(receipt).toBeDefined();
    expect(receipt).not.toHaveProperty('payload');
  });

  it('delivers an entry that is its file alone once the shop has the file, sending nothing more', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/work-photos' ? json({ _id: 'photo-1' }, 201) : json({}, 201),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('XMLHttpRequest', undefined);
    const { outbox, signIn } = setupOutbox({
      send: sendOutboxEntry,
      uploadAttachments: uploaderWith(sendOutboxAttachment),
    });
    signIn('pat@example.com');
    const entry = await outbox.add(steps.kind, { jobId: 'job-7', step: 'photo', photoIds: [] }, 'Photo', {
      attachments: [photo('key-a')],
      topic: 'job-7',
    });
    expect(await outbox.attempt(entry)).toEqual({
      outcome: 'sent',
      answer: { jobId: 'job-7', step: 'photo', photoIds: ['photo-1'] },
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/work-photos']);
    const form = fetch.mock.calls[0]![1]!.body as FormData;
    // The job goes with the photo, as a field of its own, under the photo's own key.
    expect(form.get('jobId')).toBe('job-7');
    expect((form.get('image') as File).name).toBe('key-a.jpg');
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ 'Idempotency-Key': 'key-a' });
  });

  it('sends a step with a body of its own to its own address, under the entry’s key', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'note-1' }, 201));
    vi.stubGlobal('fetch', fetch);
    const entry = {
      id: 'key-9',
      version: 1,
      kind: steps.kind,
      payload: { jobId: 'job-7', step: 'note', text: 'Done by four' },
    } as OutboxEntry;
    expect(await sendOutboxEntry(entry, 'token')).toEqual({ status: 201, answer: { _id: 'note-1' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/work/job-7/notes');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Done by four' });
  });
});
