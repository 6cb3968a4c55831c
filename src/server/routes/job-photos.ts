import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { idSchema } from '@/shared/schemas/common';
import { jobPhotoJobField, jobPhotoTooLargeMessage, maxJobPhotoBytes, maxJobPhotos } from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { jobPhotos } from '../db/schema';
import { limitBody } from '../http/body-limit';
import { ApiError, notFound } from '../http/errors';
import { byUser, replayFirst, type RequestHash, runIdempotent } from '../http/idempotency';
import { sniffImageType } from '../http/image-type';
import { rateLimit } from '../http/rate-limit';
import { privatePhotoHeaders } from '../http/private-photo-headers';
import { readId } from '../http/validation';
import { assignedJob, mayReadJob } from '../painting-jobs/job-access';
import { toJobPhotoDto } from '../painting-jobs/job-dto';

const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The form's fields, or undefined when the body is not a form. */
async function formOf(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return await c.req.parseBody();
  } catch {
    return undefined;
  }
}

/** A repeat is the same photo when its job and bytes are: a resent form has a new boundary, but the same file. */
const hashOfPhoto: RequestHash = async (c) => {
  const form = await formOf(c);
  const file = form?.['image'];
  return createHash('sha256')
    .update(String(form?.[jobPhotoJobField] ?? ''))
    .update(file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0))
    .digest('hex');
};

/** The form's job and checked image: a file of at most 8 MB, a JPEG, PNG or WebP by its bytes. */
async function readForm(c: Context) {
  const form = await formOf(c);
  if (!form) throw new ApiError(400, 'bad_request', 'Send the photo as multipart form data in the field "image".');
  const jobId = v.safeParse(idSchema, form[jobPhotoJobField]);
  if (!jobId.success) {
    const message = 'Say which job the photo is of.';
    throw new ApiError(422, 'invalid', message, [{ path: jobPhotoJobField, message }]);
  }
  const file = form['image'];
  if (!(file instanceof File))
    throw new ApiError(422, 'invalid', 'Choose a photo.', [{ path: 'image', message: 'Choose a photo.' }]);
  return { jobId: jobId.output, file };
}

async function readPhoto(file: File) {
  if (file.size > maxJobPhotoBytes) throw new ApiError(413, 'too_large', jobPhotoTooLargeMessage);
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind || !photoTypes.has(kind.type))
    throw new ApiError(415, 'unsupported_type', 'A photo must be a JPEG, PNG or WebP image.');
  return { bytes, contentType: kind.type };
}

/**
 * Progress photos taken on site, private like a quote's: uploaded by the job's painters (each once, under its
 * Idempotency-Key hashed with its job and bytes), read by them, the job's customer and admins.
 */
export function jobPhotosRoutes(
  { database: { db }, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn }: Guards,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/job-photos',
      signedIn,
      // Before anything reads the body; the form's boundary, headers and job id take a little beyond the photo.
      limitBody({ maxSize: maxJobPhotoBytes + 64 * 1024, message: jobPhotoTooLargeMessage }),
      replayFirst(db, byUser, hashOfPhoto),
      rateLimit({ name: 'job-photos', store, ...rateLimits.jobPhotos, keyOf: (c) => c.get('user').id }),
      async (c) => {
        const { jobId, file } = await readForm(c);
        const user = c.var.user;
        await assignedJob(db, jobId, user, 'add its photos');
        const photo = await readPhoto(file);
        return runIdempotent(
          c,
          db,
          byUser(c),
          async (tx) => {
            const [kept] = await tx.select({ photos: count() }).from(jobPhotos).where(eq(jobPhotos.jobId, jobId));
            if ((kept?.photos ?? 0) >= maxJobPhotos)
              throw new ApiError(409, 'too_many_photos', `A job keeps at most ${maxJobPhotos} photos.`);
            const [stored] = await tx
              .insert(jobPhotos)
              .values({
                jobId,
                painterId: user.id,
                contentType: photo.contentType,
                bytes: photo.bytes,
                size: photo.bytes.length,
              })
              .returning();
            return { status: 201, body: toJobPhotoDto({ ...stored!, takenBy: user.name || user.email }) };
          },
          hashOfPhoto,
        );
      },
    )
    .get('/job-photos/:id', signedIn, async (c) => {
      const id = readId(c, 'Photo');
      const [photo] = await db.select().from(jobPhotos).where(eq(jobPhotos.id, id));
      if (!photo || !(await mayReadJob(db, photo.jobId, c.var.user))) throw notFound('Photo');
      return c.body(new Uint8Array(photo.bytes), 200, { ...privatePhotoHeaders, 'Content-Type': photo.contentType });
    });
}
