import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuotePhoto } from '@/shared/answers/quotes';
import type { DatabaseHandle } from '../db/client';
import { quotePhotos } from '../db/schema';
import { appWithRateLimits, jsonRequest, signedInUser, type TestApp } from '../test/app';
import { photoBytes, photoForm, postPhoto, uploadedPhoto } from '../test/quote-requests';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened));

const photosOf = (userId: string) => database.db.select().from(quotePhotos).where(eq(quotePhotos.userId, userId));

describe('POST /api/quote-photos', () => {
  it.each([
    ['a JPEG', photoBytes.jpeg, 'image/jpeg'],
    ['a PNG', photoBytes.png, 'image/png'],
    ['a WebP', photoBytes.webp, 'image/webp'],
  ])('keeps %s as its owner’s, typed by its bytes: 201 with its id and private url', async (_label, bytes, type) => {
    const customer = await signedInUser(database);
    // Declared as something else: the bytes decide.
    const response = await postPhoto(app, customer.auth, photoForm(bytes, 'application/octet-stream', 'x.bin'));
    expect(response.status).toBe(201);
    const photo = (await response.json()) as QuotePhoto;
    expect(photo).toEqual({
      _id: expect.any(String),
      url: `/api/quote-photos/${photo._id}`,
      contentType: type,
      size: bytes.length,
    });
    const [stored] = await photosOf(customer.user.id);
    expect(stored).toMatchObject({ id: photo._id, contentType: type, size: bytes.length, requestId: null });
    expect(Buffer.from(stored!.bytes).equals(bytes)).toBe(true);
  });

  it.each([
    ['a GIF (not a photo the shop takes)', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)])],
    ['text named .jpg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415 and keeps nothing', async (_label, bytes) => {
    const customer = await signedInUser(database);
    const response = await postPhoto(app, customer.auth, photoForm(bytes, 'image/jpeg', 'room.jpg'));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'unsupported_type', message: 'A photo must be a JPEG, PNG or WebP image.' },
    });
    expect(await photosOf(customer.user.id)).toEqual([]);
  });

  it('refuses a form without an image with 422 naming the field', async () => {
    const customer = await signedInUser(database);
    const form = new FormData();
    form.append('image', 'not a file');
    const response = await postPhoto(app, customer.auth, form);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { issues: { path: string }[] } }).error.issues[0]?.path).toBe('image');
  });

  it('refuses a 9 MB photo with 413 in the error shape, its message the one the client shows', async () => {
    const customer = await signedInUser(database);
    const nineMb = Buffer.concat([photoBytes.jpeg, Buffer.alloc(9 * 1024 * 1024)]);
    const response = await postPhoto(app, customer.auth, photoForm(nineMb));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'too_large', message: 'The photo is larger than 8 MB.' } });
    expect(await photosOf(customer.user.id)).toEqual([]);
  });

  it('refuses a JSON body with 415: it takes a form', async () => {
    const customer = await signedInUser(database);
    const response = await app.request(
      '/api/quote-photos',
      jsonRequest('POST', { image: 'data:image/jpeg;base64,/9j/' }, customer.auth),
    );
    expect(response.status).toBe(415);
    expect(await photosOf(customer.user.id)).toEqual([]);
  });

  it('refuses the signed out with 401', async () => {
    expect((await postPhoto(app, {}, photoForm(photoBytes.jpeg))).status).toBe(401);
  });

  it('answers a repeat of the same Idempotency-Key and bytes with the first photo, keeping one', async () => {
    const customer = await signedInUser(database);
    const key = { 'Idempotency-Key': 'photo-key-0001' };
    const first = await postPhoto(app, customer.auth, photoForm(photoBytes.png, 'image/png'), key);
    // A new form: its boundary differs, its file does not.
    const again = await postPhoto(app, customer.auth, photoForm(photoBytes.png, 'image/png'), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as QuotePhoto)._id).toBe(((await first.json()) as QuotePhoto)._id);
    expect(await photosOf(customer.user.id)).toHaveLength(1);

    const otherBytes = await postPhoto(app, customer.auth, photoForm(photoBytes.jpeg), key);
    expect(otherBytes.status).toBe(422);
    expect(((await otherBytes.json()) as { error: { code: string } }).error.code).toBe('idempotency_mismatch');
    expect(await photosOf(customer.user.id)).toHaveLength(1);
  });

  it('keeps one customer’s key from answering another’s photo', async () => {
    const [ana, ben] = [await signedInUser(database), await signedInUser(database)];
    const key = { 'Idempotency-Key': 'shared-key-0001' };
    const first = (await (await postPhoto(app, ana.auth, photoForm(photoBytes.jpeg), key)).json()) as QuotePhoto;
    const second = (await (await postPhoto(app, ben.auth, photoForm(photoBytes.jpeg), key)).json()) as QuotePhoto;
    expect(second._id).not.toBe(first._id);
  });

  it('limits each customer’s photos per hour with 429, another customer unaffected', async () => {
    const limited = appWithRateLimits(database, { quotePhotos: { limit: 2, windowMs: 60_000 } });
    const [busy, calm] = [await signedInUser(database), await signedInUser(database)];
    for (const bytes of [photoBytes.jpeg, photoBytes.png])
      expect((await postPhoto(limited, busy.auth, photoForm(bytes))).status).toBe(201);
    const refused = await postPhoto(limited, busy.auth, photoForm(photoBytes.webp));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await postPhoto(limited, calm.auth, photoForm(photoBytes.webp))).status).toBe(201);
  });
});

describe('GET /api/quote-photos/:id', () => {
  it('answers its owner the bytes with their type, stored by no cache, never sniffed', async () => {
    const owner = await signedInUser(database);
    const photo = (await (
      await postPhoto(app, owner.auth, photoForm(photoBytes.png, 'image/png'))
    ).json()) as QuotePhoto;
    const response = await app.request(photo.url, { headers: owner.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(photoBytes.png)).toBe(true);
  });

  it('answers an admin, tells another customer there is none (404), and asks the signed out to sign in (401)', async () => {
    const owner = await signedInUser(database);
    const photo = await uploadedPhoto(app, owner.auth);
    const admin = await signedInUser(database, { role: 'admin' });
    const stranger = await signedInUser(database);
    expect((await app.request(photo.url, { headers: admin.auth })).status).toBe(200);
    expect((await app.request(photo.url, { headers: stranger.auth })).status).toBe(404);
    expect((await app.request(photo.url)).status).toBe(401);
  });

  it('answers 404 for an id that names nothing', async () => {
    const owner = await signedInUser(database);
    expect((await app.request('/api/quote-photos/not-an-id', { headers: owner.auth })).status).toBe(404);
    const unknown = '/api/quote-photos/00000000-0000-4000-8000-000000000000';
    expect((await app.request(unknown, { headers: owner.auth })).status).toBe(404);
  });
});
