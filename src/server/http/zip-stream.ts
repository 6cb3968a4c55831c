import { crc32 } from 'node:zlib';

/** One file of an archive: its path inside it (forward slashes) and its bytes. */
export type ZipEntry = { name: string; bytes: Uint8Array };

const signatures = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 };
/** 2.0: the version any unzip reads; made on Unix, so that the files' modes below are read. */
const versionNeeded = 20;
const madeOnUnix = (3 << 8) | versionNeeded;
/** The name is UTF-8 (bit 11), so that any name reads the same everywhere. */
const utf8Names = 0x0800;
const stored = 0;
/** A plain file readable by everyone (-rw-r--r--), in the high half of the external attributes. */
const fileMode = (0o100644 << 16) >>> 0;
/** Without Zip64 a count, size or offset must fit in its field. */
const maxEntries = 0xffff;
const maxOffset = 0xffffffff;

function dosTime(at: Date) {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

type Described = { name: Buffer; crc: number; size: number; offset: number };

function localHeader({ name, crc, size }: Described, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(signatures.local, 0);
  header.writeUInt16LE(versionNeeded, 4);
  header.writeUInt16LE(utf8Names, 6);
  header.writeUInt16LE(stored, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name]);
}

function centralRecord({ name, crc, size, offset }: Described, stamp: { time: number; date: number }): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(signatures.central, 0);
  record.writeUInt16LE(madeOnUnix, 4);
  record.writeUInt16LE(versionNeeded, 6);
  record.writeUInt16LE(utf8Names, 8);
  record.writeUInt16LE(stored, 10);
  record.writeUInt16LE(stamp.time, 12);
  record.writeUInt16LE(stamp.date, 14);
  record.writeUInt32LE(crc, 16);
  record.writeUInt32LE(size, 20);
  record.writeUInt32LE(size, 24);
  record.writeUInt16LE(name.length, 28);
  // Extra field, comment, disk number and internal attributes: none.
  record.writeUInt32LE(fileMode, 38);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, name]);
}

function endOfArchive(records: Buffer[], directoryOffset: number): Buffer {
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(signatures.end, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([directory, end]);
}

/**
 * A zip archive of `entries`, written as they come: each entry is read from the iterable only when the reader of the
 * stream wants more, so that no more than one entry's bytes are held at a time, whatever the archive's size. The
 * entries are stored as they are (the shop's photos are compressed already, and its JSON is small), with their
 * CRC-32 and sizes in their local headers. Without Zip64: past 65,535 entries or 4 GB the stream fails.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modifiedAt = new Date()): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  const stamp = dosTime(modifiedAt);
  const records: Buffer[] = [];
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(endOfArchive(records, offset));
          controller.close();
          return;
        }
        const { name, bytes } = next.value;
        const described = { name: Buffer.from(name, 'utf8'), crc: crc32(bytes), size: bytes.length, offset };
        const header = localHeader(described, stamp);
        const end = offset + header.length + bytes.length;
        if (records.length + 1 > maxEntries || end > maxOffset)
          throw new Error('The archive is too large for a zip without Zip64.');
        controller.enqueue(header);
        controller.enqueue(bytes);
        records.push(centralRecord(described, stamp));
        offset = end;
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // Nothing is read ahead of the reader: the next entry's bytes are fetched when they are wanted.
    { highWaterMark: 0 },
  );
}
