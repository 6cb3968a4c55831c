import { describe, expect, it } from 'vitest';
import { maxSignatureBytes } from '@/shared/schemas/quote';
import { dataUrlBytes, signatureScales, signatureWithinLimit } from './signature-size';

const pngDataUrl = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('dataUrlBytes', () => {
  it.each([0, 1, 2, 3, 4, 5, 1000, maxSignatureBytes, maxSignatureBytes + 1])(
    'counts the %i bytes a PNG data URL decodes to, whatever its padding',
    (bytes) => {
      expect(dataUrlBytes(pngDataUrl(bytes))).toBe(bytes);
    },
  );
});

describe('signatureWithinLimit', () => {
  it('keeps the full-size signature when it is under the limit', () => {
    const asked: number[] = [];
    const small = pngDataUrl(30_000);
    expect(signatureWithinLimit((scale) => (asked.push(scale), small))).toBe(small);
    expect(asked).toEqual([1]);
  });

  it('takes a signature of exactly 200 KB, and scales down one a byte over', () => {
    const exact = pngDataUrl(maxSignatureBytes);
    expect(signatureWithinLimit(() => exact)).toBe(exact);
    const shrunk = pngDataUrl(100_000);
    expect(signatureWithinLimit((scale) => (scale === 1 ? pngDataUrl(maxSignatureBytes + 1) : shrunk))).toBe(shrunk);
  });

  it('scales down step by step to the largest scale under the limit', () => {
    const asked: number[] = [];
    const render = (scale: number) => {
      asked.push(scale);
      return pngDataUrl(Math.round(400_000 * scale * scale));
    };
    const kept = signatureWithinLimit(render);
    expect(asked).toEqual([1, 0.75, 0.5]);
    expect(dataUrlBytes(kept!)).toBe(100_000);
  });

  it('gives up when even the smallest scale is over the limit', () => {
    const asked: number[] = [];
    expect(signatureWithinLimit((scale) => (asked.push(scale), pngDataUrl(300_000)))).toBeUndefined();
    expect(asked).toEqual([...signatureScales]);
  });

  it('refuses what the canvas gave that is not a PNG (a browser without PNG export answers data:,)', () => {
    expect(signatureWithinLimit(() => 'data:,')).toBeUndefined();
  });
});
