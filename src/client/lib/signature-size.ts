import { maxSignatureBytes } from '@/shared/schemas/quote';

const dataUrlPrefix = 'data:image/png;base64,';

/** The bytes a base64 data URL decodes to, counted from its text (no decoding). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * The scales a signature is tried at, largest first: a phone's canvas is drawn at its pixel ratio, two or
 * three times its size on screen, so a scribbled-over signature can pass the shop's limit at full size.
 */
export const signatureScales = [1, 0.75, 0.5, 0.35, 0.25] as const;

/**
 * The signature as a PNG data URL at the largest scale whose image the shop takes (at most 200 KB decoded),
 * or undefined when even the smallest is over. `render` draws it at a scale and answers its data URL.
 */
export function signatureWithinLimit(render: (scale: number) => string, limit = maxSignatureBytes): string | undefined {
  for (const scale of signatureScales) {
    const dataUrl = render(scale);
    if (!dataUrl.startsWith(dataUrlPrefix)) return undefined;
    if (dataUrlBytes(dataUrl) <= limit) return dataUrl;
  }
  return undefined;
}
