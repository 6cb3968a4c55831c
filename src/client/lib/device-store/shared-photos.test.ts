import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetSharedPhotos, keepSharedPhotos, sharedPhotos } from './shared-photos';

const photo = (name: string) => ({ name, type: 'image/jpeg', blob: new Blob([name], { type: 'image/jpeg' }) });

describe('photos shared into the app', () => {
  it('are kept under their share until the request has them, each share apart', async () => {
    const first = await keepSharedPhotos([photo('wall.jpg'), photo('ceiling.jpg')]);
    const second = await keepSharedPhotos([photo('door.jpg')]);
    expect((await sharedPhotos(first))?.photos.map((kept) => kept.name)).toEqual(['wall.jpg', 'ceiling.jpg']);
    expect(await (await sharedPhotos(first))!.photos[0]!.blob.text()).toBe('wall.jpg');
    await forgetSharedPhotos(first);
    expect(await sharedPhotos(first)).toBeUndefined();
    expect((await sharedPhotos(second))?.photos.map((kept) => kept.name)).toEqual(['door.jpg']);
  });

  it('are not kept past a day: a later share clears what no page took', async () => {
    const now = Date.now();
    const old = await keepSharedPhotos([photo('old.jpg')], { now: now - 25 * 60 * 60 * 1000 });
    const recent = await keepSharedPhotos([photo('recent.jpg')], { now: now - 60 * 60 * 1000 });
    await keepSharedPhotos([photo('new.jpg')], { now });
    expect(await sharedPhotos(old)).toBeUndefined();
    expect((await sharedPhotos(recent))?.photos).toHaveLength(1);
  });

  it('say how many files of the share were left out', async () => {
    const id = await keepSharedPhotos([photo('kept.jpg')], { leftOut: 3 });
    expect((await sharedPhotos(id))?.leftOut).toBe(3);
    expect((await sharedPhotos(await keepSharedPhotos([], { leftOut: 'all' })))?.leftOut).toBe('all');
  });
});
