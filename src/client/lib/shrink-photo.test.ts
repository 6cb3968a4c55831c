import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxPhotoPixels, photoQuality, shrinkPhoto, shrunkSize } from './shrink-photo';

afterEach(() => vi.unstubAllGlobals());

describe('shrinking a photo on the device', () => {
  it('scales a 12-megapixel photo to at most 2 megapixels, keeping its aspect ratio', () => {
    const { width, height } = shrunkSize(4000, 3000);
    expect(width * height).toBeLessThanOrEqual(maxPhotoPixels);
    expect(width * height).toBeGreaterThan(maxPhotoPixels * 0.99);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    expect({ width, height }).toEqual({ width: 1632, height: 1224 });
  });

  it('keeps a portrait photo upright and a small one as it is', () => {
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1224, height: 1632 });
    expect(shrunkSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(20000, 10)).toEqual({ width: 20000, height: 10 });
    expect(shrunkSize(100000, 1000)).toEqual({ width: 14142, height: 141 });
  });

  it('draws the photo turned as the camera meant it, at the shrunk size, as JPEG', async () => {
    const close = vi.fn();
    const createImageBitmap = vi.fn(async () => ({ width: 4032, height: 3024, close }));
    const drawImage = vi.fn();
    const convertToBlob = vi.fn(async () => new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }));
    class FakeOffscreenCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext = () => ({ drawImage });
      convertToBlob = convertToBlob;
    }
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const original = new Blob([new Uint8Array(4_500_000)], { type: 'image/jpeg' });

    const shrunk = await shrinkPhoto(original);
    expect(createImageBitmap).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1632, 1224);
    expect(convertToBlob).toHaveBeenCalledWith({ type: 'image/jpeg', quality: photoQuality });
    expect(shrunk).toMatchObject({ width: 1632, height: 1224, originalSize: 4_500_000 });
    expect(shrunk.blob.size).toBe(300_000);
    expect(close).toHaveBeenCalled();
  });
});
