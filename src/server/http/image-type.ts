const imageTypes = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', extension: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    extension: 'gif',
    matches: (b: Buffer) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type ImageType = (typeof imageTypes)[number];

/** The image's type from its first bytes; its name and declared type prove nothing. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  return imageTypes.find((candidate) => candidate.matches(bytes));
}
