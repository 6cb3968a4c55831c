import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempFolders } from '../test/temp-folders';
import { readZip } from '../test/zip-reader';
import { type ZipEntry, zipStream } from './zip-stream';

const tempFolder = useTempFolders('brushwork-zip');
const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

const entries: ZipEntry[] = [
  { name: 'account.json', bytes: Buffer.from(JSON.stringify({ name: 'Ada Lovelace', city: 'Zürich' }, null, 2)) },
  { name: 'photos/quote-photos/1.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5000, 7)]) },
  { name: 'empty.json', bytes: Buffer.alloc(0) },
  { name: 'notes/crème brûlée.txt', bytes: Buffer.from('é 🎨') },
];

async function* yielded(list: ZipEntry[], reads: string[] = []) {
  for (const entry of list) {
    reads.push(entry.name);
    yield entry;
  }
}

async function archiveOf(list: ZipEntry[]) {
  return Buffer.from(await new Response(zipStream(yielded(list))).arrayBuffer());
}

describe('zipStream', () => {
  it('writes each entry with its name, bytes and CRC-32, as a reader of the central directory finds them', async () => {
    const files = readZip(await archiveOf(entries));
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(files.get(entry.name)).toEqual(Buffer.from(entry.bytes));
  });

  it('writes an archive of no entries that is still a zip', async () => {
    const archive = await archiveOf([]);
    expect(archive.length).toBe(22);
    expect(readZip(archive).size).toBe(0);
  });

  it('reads the next entry only when the stream is read further, one at a time', async () => {
    const reads: string[] = [];
    const reader = zipStream(yielded(entries, reads)).getReader();
    expect(reads).toEqual([]);
    await reader.read();
    expect(reads).toEqual(['account.json']);
    await reader.read();
    expect(reads).toEqual(['account.json']);
    await reader.read();
    expect(reads).toEqual(['account.json', 'photos/quote-photos/1.jpg']);
    await reader.cancel();
  });

  it('lets the entries go when the reader stops: the source is closed', async () => {
    let closed = false;
    async function* source() {
      try {
        for (const entry of entries) yield entry;
      } finally {
        closed = true;
      }
    }
    const reader = zipStream(source()).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it.skipIf(!hasUnzip)('is an archive that unzip tests, lists and extracts as written', async () => {
    const file = path.join(tempFolder(), 'data.zip');
    writeFileSync(file, await archiveOf(entries));
    const tested = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toContain('No errors detected');
    const listed = spawnSync('unzip', ['-Z1', file], { encoding: 'utf8' });
    expect(listed.stdout.trim().split('\n')).toEqual(entries.map((entry) => entry.name));
    const printed = spawnSync('unzip', ['-p', file, 'account.json']);
    expect(JSON.parse(printed.stdout.toString('utf8'))).toEqual({ name: 'Ada Lovelace', city: 'Zürich' });
  });
});
