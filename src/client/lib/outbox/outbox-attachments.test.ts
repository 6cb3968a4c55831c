import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { claimLeaseMs, type SendOutcome } from './entry';
import { uploaderWith } from './attachments';
import { registerOutboxKinds } from './kind';
import { createOutbox } from './outbox';
import { answered, photo, recorder, request, withPhotosKind } from './test-attachments';
import { setupOutbox } from './test-outbox';

registerOutboxKinds(withPhotosKind);

/**
 * Two senders of Ada's (two tabs, or a tab and the worker) on one database, recording what they send;
 * each photo's upload waits until the test releases it.
 */
function twoSendersOnAHeldUpload(databaseName: string, clock: { now?: () => number } = {}) {
  let release: (outcome: SendOutcome) => void = () => {};
  const recorded = recorder(
    (attachment) => new Promise((resolve) => (release = () => resolve(answered(`id-${attachment.key}`)))),
  );
  const deps = {
    databaseName,
    send: recorded.send,
    uploadAttachments: uploaderWith(recorded.sendAttachment),
    currentUser: () => 'ada@example.com',
    getToken: () => 'token',
    refreshToken: async () => 'token',
    newId: () => 'entry-1',
    ...clock,
  };
  return {
    ...recorded,
    release: (outcome: SendOutcome) => release(outcome),
    tab: createOutbox(deps),
    otherTab: createOutbox(deps),
  };
}

describe('outbox: entries that carry files', () => {
  it('uploads the photos first, in order, then the entry with their ids, under its own key', async () => {
    const { log, send, sendAttachment } = recorder();
    const { outbox, signIn } = setupOutbox({ send, uploadAttachments: uploaderWith(sendAttachment) });
    signIn('ada@example.com');
    await outbox.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a', 5000), photo('b')] });
    const [kept] = await outbox.list();
    // The files are kept as Blobs in the entry itself, in IndexedDB.
    expect(kept!.attachments!.map((each) => [each.blob instanceof Blob, each.blob.size])).toEqual([
      [true, 5000],
      [true, 100],
    ]);
    await outbox.flush({ connectionBack: true });
    expect(log).toEqual([
      'photo a token-of-ada@example.com',
      'photo b token-of-ada@example.com',
      'entry entry-1 ["id-a","id-b"]',
    ]);
    expect(await outbox.list()).toEqual([]);
  });

  it('never uploads a photo the shop answered again, and sends one whose answer was lost under the same key', async () => {
    let lineUp = false;
    const { log, send, sendAttachment } = recorder(async (attachment) => {
      if (attachment.key === 'b' && !lineUp) throw new Error('the line dropped');
      return answered(`id-${attachment.key}`);
    });
    const { outbox, signIn, advance } = setupOutbox({ send, uploadAttachments: uploaderWith(sendAttachment) });
    signIn('ada@example.com');
    await outbox.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a'), photo('b')] });
    await outbox.flush({ connectionBack: true });
    const [waiting] = await outbox.list();
    expect(waiting).toMatchObject({ state: 'waiting', waitReason: 'offline' });
    expect(waiting!.attachments!.map((each) => each.uploadedId)).toEqual(['id-a', undefined]);
    expect(send).not.toHaveBeenCalled();

    lineUp = true;
    advance(60_000);
    await outbox.flush();
    expect(log).toEqual([
      'photo a token-of-ada@example.com',
      'photo b token-of-ada@example.com',
      'photo b token-of-ada@example.com',
      'entry entry-1 ["id-a","id-b"]',
    ]);
  });

  it('names a photo the shop refused, keeps the others it took, and sends once it is replaced', async () => {
    const { log, send, sendAttachment } = recorder(async (attachment) =>
      attachment.key === 'b'
        ? { status: 415, code: 'unsupported_media_type', message: 'Send a JPEG, PNG or WebP image.' }
        : answered(`id-${attachment.key}`),
    );
    const { outbox, signIn } = setupOutbox({ send, uploadAttachments: uploaderWith(sendAttachment) });
    signIn('ada@example.com');
    await outbox.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a'), photo('b')] });
    await outbox.flush({ connectionBack: true });
    const [refused] = await outbox.list();
    expect(refused).toMatchObject({
      state: 'failed',
      lastError: 'Photo 2 (b.jpg) was refused: Send a JPEG, PNG or WebP image.',
      refusal: { status: 415, issues: [{ path: 'photoIds.1', message: 'Send a JPEG, PNG or WebP image.' }] },
    });
    expect(refused!.attachments![1]!.refusal).toBe('Send a JPEG, PNG or WebP image.');
    expect(send).not.toHaveBeenCalled();

    const [first] = refused!.attachments!;
    const again = await outbox.resend(refused!, [first!, photo('c')]);
    await outbox.attempt(again);
    expect(log).toEqual([
      'photo a token-of-ada@example.com',
      'photo b token-of-ada@example.com',
      'photo c token-of-ada@example.com',
      'entry entry-2 ["id-a","id-c"]',
    ]);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps an author’s photos from anyone else who signs in on the device, and drops them when asked', async () => {
    const { log, send, sendAttachment } = recorder();
    const { outbox, signIn } = setupOutbox({ send, uploadAttachments: uploaderWith(sendAttachment) });
    signIn('ada@example.com');
    await outbox.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a')] });
    signIn('bo@example.com');
    await outbox.flush({ connectionBack: true });
    expect(log).toEqual([]);
    expect(await outbox.listFor('bo@example.com')).toEqual([]);
    expect(await outbox.othersWaiting('bo@example.com')).toBe(0);
    await outbox.discardAuthor('ada@example.com');
    expect(await outbox.list()).toEqual([]);
  });

  it('lets one sender upload an entry’s photos while another (a tab, the worker) leaves them alone', async () => {
    const { log, sendAttachment, release, tab, otherTab } = twoSendersOnAHeldUpload('outbox-attachments-two-senders');
    await tab.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a')] });
    const sending = tab.flush({ connectionBack: true });
    await vi.waitFor(() => expect(sendAttachment).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(await otherTab.attempt((await otherTab.list())[0]!)).toMatchObject({ outcome: 'in-flight' });
    release(answered('id-a'));
    await sending;
    await otherTab.flush({ connectionBack: true });
    expect(log).toEqual(['photo a token', 'entry entry-1 ["id-a"]']);
  });

  it('keeps its claim on an entry while a photo takes longer than a lease to upload on a slow line', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = 1_000_000;
    const { send, sendAttachment, release, tab, otherTab } = twoSendersOnAHeldUpload('outbox-attachments-slow-line', {
      now: () => clock,
    });
    await tab.add('with-photos', request, 'Quote', { offline: true, attachments: [photo('a')] });
    const sending = tab.flush({ connectionBack: true });
    await vi.waitFor(() => expect(sendAttachment).toHaveBeenCalledTimes(1), { timeout: 2000 });
    for (let step = 0; step < 6; step++) {
      clock += claimLeaseMs / 3;
      await vi.advanceTimersByTimeAsync(claimLeaseMs / 3);
    }
    expect(await otherTab.attempt((await otherTab.list())[0]!)).toMatchObject({ outcome: 'in-flight' });
    release(answered('id-a'));
    await sending;
    vi.useRealTimers();
    expect(sendAttachment).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
