import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuotePhoto } from '@/shared/answers/quotes';
import { replayWindowMs } from '@/shared/idempotency';
import type { DatabaseHandle } from '../db/client';
import { quotePhotos, quoteRequests } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { photoBytes, photoForm, postPhoto, requestedQuote, uploadedPhoto } from '../test/quote-requests';
import { useTestApp } from '../test/use-test-app';
import { forgetUnclaimedQuotePhotos, maxUnclaimedQuotePhotos, unclaimedQuotePhotoMs } from './unclaimed-photos';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened));

/** A photo row as the shop keeps it, unclaimed. */
const storedPhoto = (userId: string) => ({
  userId,
  contentType: 'image/jpeg',
  bytes: photoBytes.jpeg,
  size: photoBytes.jpeg.length,
});
/** A day past the keeping time. */
const stale = () => new Date(Date.now() - unclaimedQuotePhotoMs - 24 * 60 * 60 * 1000);
const photosOf = (userId: string) => database.db.select().from(quotePhotos).where(eq(quotePhotos.userId, userId));

describe('photos waiting for a quote request', () => {
  it(`refuses a photo past ${maxUnclaimedQuotePhotos} waiting for a request with 409 and says what to do`, async () => {
    const customer = await signedInUser(database);
    await database.db
      .insert(quotePhotos)
      .values(Array.from({ length: maxUnclaimedQuotePhotos }, () => storedPhoto(customer.user.id)));
    const response = await postPhoto(app, customer.auth, photoForm(photoBytes.jpeg));
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('too_many_photos');
    expect(error.message).toContain('Send your request first');
    expect(await photosOf(customer.user.id)).toHaveLength(maxUnclaimedQuotePhotos);
  });

  it('forgets the caller’s photos left unclaimed past the keeping time first: a request given up blocks nothing', async () => {
    const customer = await signedInUser(database);
    await database.db.insert(quotePhotos).values(
      Array.from({ length: maxUnclaimedQuotePhotos }, () => ({
        ...storedPhoto(customer.user.id),
        createdAt: stale(),
      })),
    );
    const response = await postPhoto(app, customer.auth, photoForm(photoBytes.jpeg));
    expect(response.status).toBe(201);
    expect((await photosOf(customer.user.id)).map((photo) => photo.id)).toEqual([
      ((await response.json()) as QuotePhoto)._id,
    ]);
  });
});

describe('forgetUnclaimedQuotePhotos', () => {
  it('forgets photos no request claimed within the keeping time, and keeps claimed and recent ones', async () => {
    const customer = await signedInUser(database);
    const [request] = await database.db
      .insert(quoteRequests)
      .values({ userId: customer.user.id, address: '1 Main St', rooms: [] })
      .returning();
    const [forgotten, claimed, recent] = await database.db
      .insert(quotePhotos)
      .values([
        { ...storedPhoto(customer.user.id), createdAt: stale() },
        { ...storedPhoto(customer.user.id), createdAt: stale(), requestId: request!.id },
        storedPhoto(customer.user.id),
      ])
      .returning();
    await forgetUnclaimedQuotePhotos(database.db);
    const kept = (await photosOf(customer.user.id)).map((photo) => photo.id);
    expect(kept.sort()).toEqual([claimed!.id, recent!.id].sort());
    expect(kept).not.toContain(forgotten!.id);
  });
});

describe('the keeping time and a phone’s kept request', () => {
  it('keeps the photos of a request a phone may still replay: uploaded as long ago as it replays, then claimed', async () => {
    const customer = await signedInUser(database);
    const photos = [await uploadedPhoto(app, customer.auth), await uploadedPhoto(app, customer.auth)];
    // Written on the phone as long ago as a kept request is still replayed, its photos uploaded that day.
    await database.db
      .update(quotePhotos)
      .set({ createdAt: new Date(Date.now() - replayWindowMs + 60_000) })
      .where(eq(quotePhotos.userId, customer.user.id));
    await forgetUnclaimedQuotePhotos(database.db);
    // Another upload sweeps the caller's stale photos first: these are not.
    await uploadedPhoto(app, customer.auth);
    const request = await requestedQuote(
      app,
      customer.auth,
      photos.map((photo) => photo._id),
    );
    expect(request.photos.map((photo) => photo._id).sort()).toEqual(photos.map((photo) => photo._id).sort());
  });
});
