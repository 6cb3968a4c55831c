import { crc32 } from 'node:zlib';

/**
 * The files of a zip archive of stored (uncompressed) entries, by name, read from its central directory as an
 * unzip does: each entry's local header must agree with its record there, and its bytes with its CRC-32.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('No end of central directory.');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`No central record ${index}.`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const skipped = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (method !== 0) throw new Error(`${name} is compressed.`);
    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`No local header for ${name}.`);
    if (archive.readUInt32LE(offset + 14) !== crc) throw new Error(`${name}'s headers disagree.`);
    const start = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const bytes = archive.subarray(start, start + size);
    if (crc32(bytes) !== crc) throw new Error(`${name} does not match its CRC-32.`);
    files.set(name, bytes);
    at += 46 + nameLength + skipped;
  }
  return files;
}
