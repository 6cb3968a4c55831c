import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxAttachment, OutboxEntry } from './entry';
import { defineOutboxKind, registerOutboxKinds } from './kind';
import { outbox } from './app-outbox';
import { sendOutboxAttachment } from './send-attachment';
import { AttachmentRefused, submitThroughOutbox } from './submit';

const withPhotos = defineOutboxKind<{ address: string; photoIds: string[] }>({
  kind: 'with-photos-sent',
  url: '/api/things',
  session: 'none',
  attachments: { url: '/api/thing-photos', field: 'image', payloadField: 'photoIds', noun: 'Photo' },
});
registerOutboxKinds(withPhotos);

const photo = (key: string): OutboxAttachment => ({
  key,
  name: `${key}.jpg`,
  blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
});
const entry = { id: 'entry-key-1', version: 1, kind: withPhotos.kind, payload: {} } as OutboxEntry;
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  // As in the service worker, which has no XMLHttpRequest: the upload goes through fetch.
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading a file an entry carries', () => {
  it('posts it as multipart under its own Idempotency-Key and the session, and answers the shop’s id', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ _id: 'photo-1' }, 201));
    vi.stubGlobal('fetch', fetch);
    expect(await sendOutboxAttachment(entry, photo('photo-key-1'), 'token-1')).toEqual({
      status: 201,
      answer: { _id: 'photo-1' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/thing-photos');
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'photo-key-1', Authorization: 'Bearer token-1' });
    const sent = (init?.body as FormData).get('image') as File;
    expect([sent.name, sent.size]).toEqual(['photo-key-1.jpg', 10]);
  });

  it('takes an answer that is not the shop’s (a captive portal’s page) for no answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    await expect(sendOutboxAttachment(entry, photo('photo-key-2'), undefined)).rejects.toThrow();
  });

  it('throws a refused photo to the form as such, keeping the request and the photos the shop took', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const key = (init?.headers as Record<string, string>)['Idempotency-Key'];
        if (url === '/api/thing-photos' && key === 'bad')
          return json({ error: { code: 'too_large', message: 'The photo is larger than 8 MB.' } }, 413);
        return json({ _id: `id-${key}` }, 201);
      }),
    );
    const refused = await submitThroughOutbox(withPhotos, { address: '1 Elm', photoIds: [] }, 'Quote', {
      attachments: [photo('good'), photo('bad')],
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AttachmentRefused);
    expect(refused).toMatchObject({
      status: 413,
      message: 'Photo 2 (bad.jpg) was refused: The photo is larger than 8 MB.',
      issues: [{ path: 'photoIds.1', message: 'The photo is larger than 8 MB.' }],
    });
    const [kept] = await outbox.list();
    expect(kept!.attachments!.map((each) => [each.uploadedId, each.refusal])).toEqual([
      ['id-good', undefined],
      [undefined, 'The photo is larger than 8 MB.'],
    ]);
  });
});
