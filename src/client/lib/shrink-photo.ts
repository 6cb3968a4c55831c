import type { OutboxAttachment } from './outbox/entry';
import { newIdempotencyKey } from './api-client';

/** The most pixels a photo keeps on its way to the shop: plenty to judge a wall, a fraction of a phone's photo. */
export const maxPhotoPixels = 2_000_000;
/** JPEG quality of a shrunk photo: no visible loss at this size, a few hundred KB. */
export const photoQuality = 0.82;

/**
 * The size a photo of `width` × `height` is drawn at: as it is when within `maxPixels`, else scaled down, its
 * aspect ratio kept, so that width × height stays within `maxPixels`.
 */
export function shrunkSize(width: number, height: number, maxPixels = maxPhotoPixels) {
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export type ShrunkPhoto = { blob: Blob; width: number; height: number; originalSize: number };

/**
 * A photo made smaller on the device before it is kept or sent: turned as the camera meant it (its EXIF
 * orientation applied), at most `maxPhotoPixels`, as JPEG. Drawn once from a decoded bitmap, on an
 * OffscreenCanvas where there is one, so the page stays responsive. Always drawn again, even when small:
 * the drawing drops the photo's metadata, where the phone may have put where it was taken.
 */
export async function shrinkPhoto(file: Blob): Promise<ShrunkPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const blob = await drawn(bitmap, width, height);
    return { blob, width, height, originalSize: file.size };
  } finally {
    bitmap.close();
  }
}

async function drawn(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: photoQuality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be made smaller.'))),
      'image/jpeg',
      photoQuality,
    ),
  );
}

/** A photo chosen or taken, already made smaller, with the key it will be uploaded under (an outbox entry's file). */
export type PickedPhoto = Required<Pick<OutboxAttachment, 'key' | 'name' | 'blob' | 'originalSize'>>;

/** Photos chosen or taken, each made smaller on the device: what can be kept, and why any could not. */
export async function shrinkChosen(files: File[]): Promise<{ photos: PickedPhoto[]; problems: string[] }> {
  const photos: PickedPhoto[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      const { blob, originalSize } = await shrinkPhoto(file);
      photos.push({ key: newIdempotencyKey(), name: file.name || 'photo.jpg', blob, originalSize });
    } catch {
      problems.push(`${file.name || 'A photo'} could not be read: choose a JPEG, PNG or WebP photo.`);
    }
  }
  return { photos, problems };
}

/** "4.5 MB", "310 KB": a photo's size, for people. */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
