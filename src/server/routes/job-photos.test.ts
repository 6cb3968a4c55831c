import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminJob, CustomerJob, JobPhoto, PainterJob } from '@/shared/answers/jobs';
import { maxJobPhotoBytes } from '@/shared/schemas/job';
import type { DatabaseHandle } from '../db/client';
import { jobPhotos, quotePhotos, quoteRequests, quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, signedInPainter, useJobTestApp } from '../test/jobs';
import { photoBytes, uploadedPhoto } from '../test/quote-requests';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat } = world));

const crewed = () => scheduledJob(app, database, { admin, customer, painters: [pat] });

function photoForm(jobId: string, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'progress.jpg');
  return form;
}

const upload = (auth: Record<string, string>, form: FormData, headers: Record<string, string> = {}) =>
  app.request('/api/job-photos', { method: 'POST', body: form, headers: { ...auth, ...headers } });

let sequence = 0;
const distinctJpeg = () => Buffer.concat([photoBytes.jpeg, Buffer.from(`progress ${++sequence}`)]);

describe('POST /api/job-photos', () => {
  it("keeps a painter's photo on the job: on the crew's, the customer's and the admin's views", async () => {
    const job = await crewed();
    const response = await upload(pat.auth, photoForm(job._id, distinctJpeg()));
    expect(response.status).toBe(201);
    const photo = (await response.json()) as JobPhoto;
    expect(photo).toMatchObject({
      url: `/api/job-photos/${photo._id}`,
      contentType: 'image/jpeg',
      takenBy: pat.user.name,
    });
    for (const person of [pat, customer, admin]) {
      const seen = (await calls.read(person.auth, job._id)).body as PainterJob | CustomerJob | AdminJob;
      expect(seen.progressPhotos).toEqual([photo]);
    }
  });

  it('answers a resend under the same key with the first photo; the same key with other bytes is refused (422)', async () => {
    const job = await crewed();
    const bytes = distinctJpeg();
    const headers = { 'Idempotency-Key': `photo-${crypto.randomUUID()}` };
    const first = (await (await upload(pat.auth, photoForm(job._id, bytes), headers)).json()) as JobPhoto;
    const again = await upload(pat.auth, photoForm(job._id, bytes), headers);
    expect(again.status).toBe(201);
    expect(((await again.json()) as JobPhoto)._id).toBe(first._id);
    expect((await upload(pat.auth, photoForm(job._id, distinctJpeg()), headers)).status).toBe(422);
    expect(await database.db.select().from(jobPhotos).where(eq(jobPhotos.jobId, job._id))).toHaveLength(1);
  });

  it('refuses what is not a photo by its bytes (415), too large (413 in JSON), without a job or image (422)', async () => {
    const job = await crewed();
    const gif = Buffer.from('GIF89a-not-taken');
    expect((await upload(pat.auth, photoForm(job._id, gif, 'image/jpeg'))).status).toBe(415);
    const huge = await upload(
      pat.auth,
      photoForm(job._id, Buffer.concat([photoBytes.jpeg, Buffer.alloc(maxJobPhotoBytes)])),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      error: { code: 'too_large', message: 'The photo is larger than 8 MB.' },
    });
    const noJob = new FormData();
    noJob.append('image', new Blob([new Uint8Array(distinctJpeg())], { type: 'image/jpeg' }), 'a.jpg');
    expect((await upload(pat.auth, noJob)).status).toBe(422);
    const noImage = new FormData();
    noImage.append('jobId', job._id);
    expect((await upload(pat.auth, noImage)).status).toBe(422);
    expect(await database.db.select().from(jobPhotos).where(eq(jobPhotos.jobId, job._id))).toEqual([]);
  });

  it('answers each refusal in the error shape and keeps nothing: an empty form, JSON, text, an empty file, 8 MB', async () => {
    const job = await crewed();
    const json = {
      body: JSON.stringify({ jobId: job._id }),
      headers: { ...pat.auth, 'Content-Type': 'application/json' },
    };
    const attempts: [number, RequestInit][] = [
      [422, { body: new FormData() }],
      [415, json],
      [415, { body: photoForm(job._id, Buffer.from('Not a photo at all.'), 'image/jpeg') }],
      [415, { body: photoForm(job._id, Buffer.alloc(0)) }],
      [413, { body: photoForm(job._id, Buffer.concat([distinctJpeg(), Buffer.alloc(maxJobPhotoBytes)])) }],
    ];
    for (const [status, init] of attempts) {
      const response = await app.request('/api/job-photos', { method: 'POST', headers: pat.auth, ...init });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect(await database.db.select().from(jobPhotos).where(eq(jobPhotos.jobId, job._id))).toEqual([]);
  });

  it('is the crew’s: the customer and an admin are refused (403), another painter hears nothing (404)', async () => {
    const job = await crewed();
    const outsider = await signedInPainter(database);
    expect((await upload(customer.auth, photoForm(job._id, distinctJpeg()))).status).toBe(403);
    expect((await upload(admin.auth, photoForm(job._id, distinctJpeg()))).status).toBe(403);
    expect((await upload(outsider.auth, photoForm(job._id, distinctJpeg()))).status).toBe(404);
  });
});

describe('GET /api/job-photos/:id', () => {
  it('answers the bytes to the crew, the customer and admins, privately; anyone else 404', async () => {
    const job = await crewed();
    const bytes = distinctJpeg();
    const photo = (await (await upload(pat.auth, photoForm(job._id, bytes))).json()) as JobPhoto;
    for (const person of [pat, customer, admin]) {
      const response = await app.request(photo.url, { headers: person.auth });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    }
    for (const person of [await signedInPainter(database), await signedInUser(database)])
      expect((await app.request(photo.url, { headers: person.auth })).status).toBe(404);
    expect((await app.request(photo.url)).status).toBe(401);
  });
});

describe("the customer's photos of the request", () => {
  it("are on the crew's sheet, and the job's painters may read them; another painter may not", async () => {
    const quotePhoto = await uploadedPhoto(app, customer.auth);
    const job = await crewed();
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, job.quoteId));
    await database.db
      .update(quoteRequests)
      .set({ photoIds: [quotePhoto._id] })
      .where(eq(quoteRequests.id, quote!.requestId));
    await database.db
      .update(quotePhotos)
      .set({ requestId: quote!.requestId })
      .where(eq(quotePhotos.id, quotePhoto._id));
    const sheet = (await calls.read(pat.auth, job._id)).body as PainterJob;
    expect(sheet.photos).toEqual([quotePhoto]);
    expect((await app.request(quotePhoto.url, { headers: pat.auth })).status).toBe(200);
    expect((await app.request(quotePhoto.url, { headers: (await signedInPainter(database)).auth })).status).toBe(404);
  });
});
