import { vi } from 'vitest';
import type { OutboxAttachment, OutboxEntry, SendOutcome } from './entry';
import { defineOutboxKind } from './kind';

/** A kind that carries photos, as a quote request does. */
export const withPhotosKind = defineOutboxKind({
  kind: 'with-photos',
  url: '/api/things',
  session: 'required',
  attachments: { url: '/api/thing-photos', field: 'image', payloadField: 'photoIds', noun: 'Photo' },
});

/** A photo of `bytes` bytes, named by its key. */
export const photo = (key: string, bytes = 100): OutboxAttachment => ({
  key,
  name: `${key}.jpg`,
  blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
});
/** The payload of an entry of the kind, before its photos' ids are filled in. */
export const request = { address: '1 Elm', photoIds: [] };
export const answered = (id: string): SendOutcome => ({ status: 201, answer: { _id: id } });

/** What was sent, in order: each photo by its key, then the entry with the photos' ids it carried. */
export function recorder(
  photoOutcome: (attachment: OutboxAttachment) => Promise<SendOutcome> = async (a) => answered(`id-${a.key}`),
) {
  const log: string[] = [];
  const sendAttachment = vi.fn(async (_entry: OutboxEntry, attachment: OutboxAttachment, token?: string) => {
    log.push(`photo ${attachment.key} ${token}`);
    return photoOutcome(attachment);
  });
  const send = vi.fn(async (entry: OutboxEntry) => {
    log.push(`entry ${entry.id} ${JSON.stringify((entry.payload as { photoIds: string[] }).photoIds)}`);
    return { status: 201, answer: { _id: 'request-1' } };
  });
  return { log, sendAttachment, send };
}
