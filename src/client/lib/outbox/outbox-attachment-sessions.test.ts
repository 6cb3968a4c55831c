import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uploaderWith } from './attachments';
import { registerOutboxKinds } from './kind';
import { answered, photo, recorder, request, withPhotosKind } from './test-attachments';
import { setupOutbox } from './test-outbox';

registerOutboxKinds(withPhotosKind);

describe('outbox: the sessions an entry’s files go with', () => {
  it('never sends an author’s photos or entry with the session of someone who signed in meanwhile', async () => {
    let signIn: (email: string | undefined) => void = () => undefined;
    const { log, send, sendAttachment } = recorder(async (attachment) => {
      if (attachment.key !== 'b') return answered(`id-${attachment.key}`);
      // While the second photo goes, Ada signs out (her session ends on the server) and Bo signs in.
      signIn('bo@example.com');
      return { status: 401, code: 'unauthorized' };
    });
    const outbox = setupOutbox({ send, uploadAttachments: uploaderWith(sendAttachment) });
    signIn = outbox.signIn;
    signIn('ada@example.com');
    await outbox.outbox.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a'), photo('b')] });
    await outbox.outbox.flush({ connectionBack: true });
    expect(log).toEqual(['photo a token-of-ada@example.com', 'photo b token-of-ada@example.com']);
    expect(send).not.toHaveBeenCalled();
    const [kept] = await outbox.outbox.listFor('ada@example.com');
    expect(kept).toMatchObject({ state: 'waiting', waitReason: 'session' });
  });

  it('keeps the round going when uploading one entry’s files throws', async () => {
    const { outbox, signIn, sent } = setupOutbox({
      uploadAttachments: async (entry, token, steps) => {
        if (entry.attachments?.length) throw new Error('Failed to fetch dynamically imported module');
        return uploaderWith(async () => answered('unused'))(entry, token, steps);
      },
    });
    signIn('ada@example.com');
    await outbox.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a')] });
    await outbox.add('review', { message: 'Great rollers', rating: 5 }, 'Review', { offline: true });
    await outbox.flush({ connectionBack: true });
    expect(sent.map(({ entry }) => entry.kind)).toEqual(['review']);
    expect(await outbox.list()).toMatchObject([{ kind: 'with-photos', state: 'waiting' }]);
  });
});
