import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { RateLimitSettings } from '../app-deps';
import type { Database } from '../db/client';
import { limitBody } from './body-limit';
import { ApiError } from './errors';
import { byUser, replayFirst, type RequestHash } from './idempotency';
import { sniffImageType } from './image-type';
import { rateLimit } from './rate-limit';
import type { RateLimitStore } from './rate-limit-store';

const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The form's fields, or undefined when the body is not a form. */
async function formOf(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return await c.req.parseBody();
  } catch {
    return undefined;
  }
}

/** The form's fields; a body that is not a form is refused (400). */
export async function readPhotoForm(c: Context): Promise<Record<string, unknown>> {
  const form = await formOf(c);
  if (!form) throw new ApiError(400, 'bad_request', 'Send the photo as multipart form data in the field "image".');
  return form;
}

/** The form's `image` file; refused (422) when there is none. */
export function imageOf(form: Record<string, unknown>): File {
  const file = form['image'];
  if (!(file instanceof File))
    throw new ApiError(422, 'invalid', 'Choose a photo.', [{ path: 'image', message: 'Choose a photo.' }]);
  return file;
}

/**
 * A repeat is the same photo when its `fields` and bytes are: a resent form has a new boundary, but the
 * same file.
 */
export const hashOfPhotoForm =
  (...fields: string[]): RequestHash =>
  async (c) => {
    const form = await formOf(c);
    const file = form?.['image'];
    const hash = createHash('sha256');
    for (const field of fields) hash.update(String(form?.[field] ?? ''));
    return hash.update(file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0)).digest('hex');
  };

/** The photo's bytes and type: at most `maxBytes` (413, `tooLarge`), a JPEG, PNG or WebP by its bytes (415). */
export async function readPhoto(file: File, maxBytes: number, tooLarge: string) {
  if (file.size > maxBytes) throw new ApiError(413, 'too_large', tooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind || !photoTypes.has(kind.type))
    throw new ApiError(415, 'unsupported_type', 'A photo must be a JPEG, PNG or WebP image.');
  return { bytes, contentType: kind.type };
}

/**
 * What a signed-in user's photo upload runs before its handler, in this order: the body's size limited before
 * anything reads it (the form's boundary, headers and fields take a little beyond the photo), a replay of its
 * Idempotency-Key answered first, and the uploader's rate limit.
 */
export function photoUploadGuards(
  { db, store }: { db: Database; store: RateLimitStore },
  upload: { name: string; limits: RateLimitSettings; maxBytes: number; tooLarge: string; hashOf: RequestHash },
) {
  return [
    limitBody({ maxSize: upload.maxBytes + 64 * 1024, message: upload.tooLarge }),
    replayFirst(db, byUser, upload.hashOf),
    rateLimit({ name: upload.name, store, ...upload.limits, keyOf: byUser }),
  ] as const;
}
