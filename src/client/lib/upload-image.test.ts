import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { maxUploadBytes } from '@/shared/uploads';
import { imageFileSchema, imageSizeProblem, uploadImage } from './upload-image';

const fileOf = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });

describe('an image over the upload limit', () => {
  it('is refused before anything is sent, saying its size and the limit', async () => {
    const large = fileOf(6 * 1024 * 1024);
    // No XMLHttpRequest exists here: a request begun would fail otherwise than with this answer.
    const refused = await uploadImage(large, () => {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 413, code: 'too_large' });
    expect((refused as ApiError).message).toBe(
      'The image is larger than 5 MB: this one is 6.0 MB. Choose a smaller image.',
    );
  });

  it('is said by the form schema, and an image at the limit passes', () => {
    expect(imageSizeProblem(fileOf(maxUploadBytes))).toBeUndefined();
    expect(v.safeParse(imageFileSchema, fileOf(maxUploadBytes)).success).toBe(true);
    const tooLarge = v.safeParse(imageFileSchema, fileOf(maxUploadBytes + 1));
    expect(tooLarge.issues?.[0]?.message).toMatch(/^The image is larger than 5 MB: this one is 5\.0 MB/);
  });
});
