import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { imageTooLargeMessage, maxUploadBytes } from '@/shared/uploads';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { uploads } from '../db/schema';
import { limitBody } from '../http/body-limit';
import { ApiError, notFound } from '../http/errors';
import { sniffImageType } from '../http/image-type';
import { rateLimit } from '../http/rate-limit';

export function uploadsRoutes({ database: { db }, rateLimits, rateLimitStore: store }: AppDeps, { admin }: Guards) {
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/uploads',
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
    .get('/uploads/:file', async (c) => {
      const match = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/.exec(c.req.param('file'));
      if (!match) throw notFound('Image');
      const [image] = await db.select().from(uploads).where(eq(uploads.hash, match[1]!));
      if (!image) throw notFound('Image');
      return c.body(new Uint8Array(image.bytes), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${image.hash}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
