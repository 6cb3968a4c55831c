import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { maxQuotePhotoBytes, quotePhotoTooLargeMessage } from '@/shared/schemas/quote';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import { jobPainters, jobs, quotePhotos, quotes } from '../db/schema';
import { limitBody } from '../http/body-limit';
import { privatePhotoHeaders } from '../http/private-photo-headers';
import { ApiError, notFound } from '../http/errors';
import { byUser, replayFirst, type RequestHash, runIdempotent } from '../http/idempotency';
import { sniffImageType } from '../http/image-type';
import { rateLimit } from '../http/rate-limit';
import { readId } from '../http/validation';
import { toQuotePhotoDto } from '../quotes/quote-request-dto';
import { checkUnclaimed } from '../quotes/unclaimed-photos';

const quotePhotoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The form's `image`, or undefined when the body is not a form with a file in it. */
async function imageOf(c: Context): Promise<File | undefined> {
  try {
    const file = (await c.req.parseBody())['image'];
    return file instanceof File ? file : undefined;
  } catch {
    return undefined;
  }
}

/** A repeat is the same photo when its bytes are: a resent form has a new boundary, but the same file. */
const hashOfImage: RequestHash = async (c) => {
  const file = await imageOf(c);
  return createHash('sha256')
    .update(file ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0))
    .digest('hex');
};

/** The checked image: a file, at most 8 MB, a JPEG, PNG or WebP by its bytes. */
async function readPhoto(c: Context) {
  let file: unknown;
  try {
    file = (await c.req.parseBody())['image'];
  } catch {
    throw new ApiError(400, 'bad_request', 'Send the photo as multipart form data in the field "image".');
  }
  if (!(file instanceof File))
    throw new ApiError(422, 'invalid', 'Choose a photo.', [{ path: 'image', message: 'Choose a photo.' }]);
  if (file.size > maxQuotePhotoBytes) throw new ApiError(413, 'too_large', quotePhotoTooLargeMessage);
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind || !quotePhotoTypes.has(kind.type))
    throw new ApiError(415, 'unsupported_type', 'A photo must be a JPEG, PNG or WebP image.');
  return { bytes, contentType: kind.type };
}

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
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post(
        '/quote-photos',
        signedIn,
        // Before anything reads the body; the form's boundary and headers take a little beyond the photo.
        limitBody({ maxSize: maxQuotePhotoBytes + 64 * 1024, message: quotePhotoTooLargeMessage }),
        replayFirst(db, byUser, hashOfImage),
        rateLimit({ name: 'quote-photos', store, ...rateLimits.quotePhotos, keyOf: (c) => c.get('user').id }),
        async (c) => {
          const photo = await readPhoto(c);
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
      .get('/quote-photos/:id', signedIn, async (c) => {
        const id = readId(c, 'Photo');
        const user = c.var.user;
        const [photo] = await db
          .select()
          .from(quotePhotos)
          .where(and(eq(quotePhotos.id, id), user.role === 'admin' ? undefined : readableBy(user)));
        if (!photo) throw notFound('Photo');
        return c.body(new Uint8Array(photo.bytes), 200, { ...privatePhotoHeaders, 'Content-Type': photo.contentType });
      })
  );
}
