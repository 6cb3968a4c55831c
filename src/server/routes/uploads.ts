import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { storedImageAnswer } from '@/shared/answers/catalogue';
import { imageTooLargeMessage, maxUploadBytes } from '@/shared/uploads';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { uploads } from '../db/schema';
import { limitBody } from '../http/body-limit';
import { contract } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { sniffImageType } from '../http/image-type';
import { namingInput } from '../http/named-input';
import { rateLimit } from '../http/rate-limit';

/** An uploaded image's name: its bytes' SHA-256 and its type's extension. */
const imageFileSchema = v.object({ file: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}\.(png|jpg|gif|webp)$/)) });

export function uploadsRoutes({ database: { db }, rateLimits, rateLimitStore: store }: AppDeps, { admin }: Guards) {
  const tag = 'Catalogue';
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/uploads',
      contract({
        tag,
        summary: 'Stores an image for a tool or a post (admin), and answers where it is served',
        security: 'bearer',
        answers: { 201: storedImageAnswer },
        refusals: [400, 401, 403, 413, 415, 422, 429],
        body: {
          media: 'multipart/form-data',
          description: `The image in the field "image": PNG, JPEG, WebP or GIF, at most ${maxUploadBytes / 1024 / 1024} MB.`,
        },
      }),
      ...admin,
      rateLimit({ name: 'uploads', store, ...rateLimits.uploads, keyOf: (c) => c.get('user').id }),
      limitBody({ maxSize: maxUploadBytes + 64 * 1024, message: imageTooLargeMessage }),
      async (c) => {
        let file: unknown;
        try {
          file = (await c.req.parseBody())['image'];
        } catch {
          throw new ApiError(400, 'bad_request', 'Send the image as multipart form data in the field "image".');
        }
        if (!(file instanceof File))
          throw new ApiError(422, 'invalid', 'Choose an image file.', [
            { path: 'image', message: 'Choose an image file.' },
          ]);
        if (file.size > maxUploadBytes) throw new ApiError(413, 'too_large', imageTooLargeMessage);
        const bytes = Buffer.from(await file.arrayBuffer());
        const kind = sniffImageType(bytes);
        if (!kind) throw new ApiError(415, 'unsupported_type', 'Only PNG, JPEG, WebP and GIF images can be uploaded.');
        const hash = createHash('sha256').update(bytes).digest('hex');
        await db
          .insert(uploads)
          .values({ hash, contentType: kind.type, bytes, size: bytes.length })
          .onConflictDoNothing();
        const url = `/api/uploads/${hash}.${kind.extension}`;
        // `data.display_url` is the shape of the image host the spec describes.
        return c.json({ url, data: { display_url: url } }, 201);
      },
    )
    .get(
      '/uploads/:file',
      contract({
        tag,
        summary: 'An uploaded image, by its name; kept by any cache for a year',
        security: 'none',
        answers: { 200: { media: 'image/*', description: 'The image, of the type it was uploaded as.' } },
        refusals: [404],
      }),
      namingInput('param', imageFileSchema, 'Image'),
      async (c) => {
        const hash = c.req.valid('param').file.slice(0, 64);
        const [image] = await db.select().from(uploads).where(eq(uploads.hash, hash));
        if (!image) throw notFound('Image');
        return c.body(new Uint8Array(image.bytes), 200, {
          'Content-Type': image.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          ETag: `"${image.hash}"`,
          'X-Content-Type-Options': 'nosniff',
        });
      },
    );
}
