import { count, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { idSchema } from '@/shared/schemas/common';
import { jobPhotoJobField, jobPhotoTooLargeMessage, maxJobPhotoBytes, maxJobPhotos } from '@/shared/schemas/job';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { jobPhotos } from '../db/schema';
import { contract, idParams } from '../http/contract';
import { invalidField, notFound } from '../http/errors';
import { byUser, runIdempotent } from '../http/idempotency';
import { hashOfPhotoForm, imageOf, photoUploadGuards, readPhoto, readPhotoForm } from '../http/photo-form';
import { privatePhotoHeaders } from '../http/private-photo-headers';
import { assignedJob, lockedJob, mayReadJob } from '../painting-jobs/job-access';
import { toJobPhotoDto } from '../painting-jobs/job-dto';
import { shownName } from '@/shared/person-name';
import { jobPhotoAnswer } from '@/shared/answers/jobs';

/** A repeat is the same photo when its job and bytes are. */
const hashOfPhoto = hashOfPhotoForm(jobPhotoJobField);

/** The form's job and its image. */
async function readForm(c: Context) {
  const form = await readPhotoForm(c);
  const jobId = v.safeParse(idSchema, form[jobPhotoJobField]);
  if (!jobId.success) {
    const message = 'Say which job the photo is of.';
    throw invalidField(jobPhotoJobField, message);
  }
  return { jobId: jobId.output, file: imageOf(form) };
}

/**
 * Progress photos taken on site, private like a quote's: uploaded by the job's painters (each once, under its
 * Idempotency-Key hashed with its job and bytes), read by them, the job's customer and admins.
 */
export function jobPhotosRoutes(
  { database: { db }, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn }: Guards,
) {
  const tag = 'On site';
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/job-photos',
      contract({
        tag,
        summary: 'A progress photo of a job, uploaded by one of its painters',
        security: 'bearer',
        answers: { 201: jobPhotoAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
        body: {
          media: 'multipart/form-data',
          description: `The job's id in \`${jobPhotoJobField}\` and the photo (a JPEG, PNG or WebP of at most 8 MB) in \`image\`.`,
        },
      }),
      signedIn,
      ...photoUploadGuards(
        { db, store },
        {
          name: 'job-photos',
          limits: rateLimits.jobPhotos,
          maxBytes: maxJobPhotoBytes,
          tooLarge: jobPhotoTooLargeMessage,
          hashOf: hashOfPhoto,
        },
      ),
      async (c) => {
        const { jobId, file } = await readForm(c);
        const user = c.var.user;
        await assignedJob(db, jobId, user, 'add its photos');
        const photo = await readPhoto(file, maxJobPhotoBytes, jobPhotoTooLargeMessage);
        return runIdempotent(
          c,
          db,
          byUser(c),
          async (tx) => {
            // Counted on the job's locked row: two photos at once are counted one after the other.
            await lockedJob(tx, jobId);
            const [kept] = await tx.select({ photos: count() }).from(jobPhotos).where(eq(jobPhotos.jobId, jobId));
            if ((kept?.photos ?? 0) >= maxJobPhotos) {
              const message = `A job keeps at most ${maxJobPhotos} photos: this one was not added.`;
              throw invalidField('image', message, 'too_many_photos');
            }
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
            return { status: 201, body: toJobPhotoDto({ ...stored!, takenBy: shownName(user.name, 'painter') }) };
          },
          hashOfPhoto,
        );
      },
    )
    .get(
      '/job-photos/:id',
      contract({
        tag,
        summary: "A job's progress photo: for its painters, its customer and admins",
        security: 'bearer',
        answers: { 200: { media: 'image/*', description: "The photo's bytes: a JPEG, PNG or WebP, kept private." } },
        refusals: [401, 404],
      }),
      signedIn,
      idParams({ id: 'Photo' }),
      async (c) => {
        const { id } = c.req.valid('param');
        const [photo] = await db.select().from(jobPhotos).where(eq(jobPhotos.id, id));
        if (!photo || !(await mayReadJob(db, photo.jobId, c.var.user))) throw notFound('Photo');
        return c.body(new Uint8Array(photo.bytes), 200, { ...privatePhotoHeaders, 'Content-Type': photo.contentType });
      },
    );
}
