import { maxSignatureBytes } from '@/shared/schemas/quote';
import { ApiError, invalidField } from '../http/errors';

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrlPrefix = 'data:image/png;base64,';

export const signatureTooLarge = 'The signature is larger than 200 KB.';

/**
 * The drawn signature's bytes from its data URL: at most 200 KB once decoded (else 413) and a PNG by its
 * own first bytes, whatever the data URL claims (else 422).
 */
export function readSignature(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrlPrefix.length), 'base64');
  if (bytes.length > maxSignatureBytes) throw new ApiError(413, 'too_large', signatureTooLarge);
  if (bytes.length <= pngMagic.length || !bytes.subarray(0, pngMagic.length).equals(pngMagic)) {
    const message = 'The signature must be a PNG image.';
    throw invalidField('signature', message);
  }
  return bytes;
}
