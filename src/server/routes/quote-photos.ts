import { eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { quotePhotoAnswer } from '@/shared/answers/quotes';
import { maxQuotePhotoBytes, quotePhotoTooLargeMessage } from '@/shared/schemas/quote';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import { jobPainters, jobs, quotePhotos, quotes } from '../db/schema';
import { byUser, runIdempotent } from '../http/idempotency';
import { hashOfPhotoForm, imageOf, photoUploadGuards, readPhoto, readPhotoForm } from '../http/photo-form';
import { privatePhotoHeaders } from '../http/private-photo-headers';
import { readableRow } from '../http/readable-row';
import { contract, idParams } from '../http/contract';
import { toQuotePhotoDto } from '../quotes/quote-request-dto';
import { checkUnclaimed } from '../quotes/unclaimed-photos';

/** A repeat is the same photo when its bytes are. */
const hashOfImage = hashOfPhotoForm();

/**
 * Who besides admins reads a quote photo: its owner, and a painter of the job made of the quote of the request
 * that claimed it (the crew sees the customer's photos of the rooms).
 */
function readableBy(user: SessionUser) {
  const ownPhoto = eq(quotePhotos.userId, user.id);
  if (user.role !== 'painter') return ownPhoto;
  return or(
    ownPhoto,
    sql`exists (select 1 from ${jobPainters}
      inner join ${jobs} on ${jobs.id} = ${jobPainters.jobId}
      inner join ${quotes} on ${quotes.id} = ${jobs.quoteId}
      where ${quotes.requestId} = ${quotePhotos.requestId} and ${jobPainters.painterId} = ${user.id})`,
  );
}

export function quotePhotosRoutes(
  { database: { db }, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn }: Guards,
) {
  const tag = 'Quote requests';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post(
        '/quote-photos',
        contract({
          tag,
          summary: 'Uploads a photo for a quote request to come: a JPEG, PNG or WebP of at most 8 MB',
          security: 'bearer',
          answers: { 201: quotePhotoAnswer },
          refusals: [400, 401, 409, 413, 415, 422, 429],
          body: { media: 'multipart/form-data', description: 'The photo, in the field `image`.' },
        }),
        signedIn,
        ...photoUploadGuards(
          { db, store },
          {
            name: 'quote-photos',
            limits: rateLimits.quotePhotos,
            maxBytes: maxQuotePhotoBytes,
            tooLarge: quotePhotoTooLargeMessage,
            hashOf: hashOfImage,
          },
        ),
        async (c) => {
          const photo = await readPhoto(imageOf(await readPhotoForm(c)), maxQuotePhotoBytes, quotePhotoTooLargeMessage);
          const user = c.var.user;
          return runIdempotent(
            c,
            db,
            byUser(c),
            async (tx) => {
              await checkUnclaimed(tx, user.id);
              const [stored] = await tx
                .insert(quotePhotos)
                .values({
                  userId: user.id,
                  contentType: photo.contentType,
                  bytes: photo.bytes,
                  size: photo.bytes.length,
                })
                .returning({ id: quotePhotos.id, contentType: quotePhotos.contentType, size: quotePhotos.size });
              return { status: 201, body: toQuotePhotoDto(stored!) };
            },
            hashOfImage,
          );
        },
      )
      // Its owner, the painters of its job, and admins read it; anyone else hears it is missing.
      .get(
        '/quote-photos/:id',
        contract({
          tag,
          summary: "A quote request's photo, for its owner, the painters of its job and admins",
          security: 'bearer',
          answers: { 200: { media: 'image/*', description: 'The photo as uploaded: a JPEG, PNG or WebP.' } },
          refusals: [401, 404],
        }),
        signedIn,
        idParams({ id: 'Photo' }),
        async (c) => {
          const user = c.var.user;
          const id = c.req.valid('param').id;
          const photo = await readableRow(db, quotePhotos, { id, user, what: 'Photo' }, () => readableBy(user));
          return c.body(new Uint8Array(photo.bytes), 200, {
            ...privatePhotoHeaders,
            'Content-Type': photo.contentType,
          });
        },
      )
  );
}
