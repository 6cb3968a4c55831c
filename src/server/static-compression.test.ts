import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { createTestApp, type TestApp } from './test/app';
import { createTestDatabase } from './test/database';

let folder: string;
let database: DatabaseHandle;
let app: TestApp;
const numbers = (count: number) =>
  `export const numbers = ${JSON.stringify(Array.from({ length: count }, (_, index) => index))};\n`;
// Compressible, and over compress()'s threshold, so that a second compression would show.
const script = numbers(400);
// Compressed at build time, but under compress()'s threshold, which therefore says nothing about it.
const smallScript = numbers(150);
const compressedFiles: Record<string, string> = { 'app-1a2b.js': script, 'small-5e6f.js': smallScript };

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'brushwork-compression-'));
  const staticDir = path.join(folder, 'dist');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), '<div id="root"></div>');
  // As the build writes them (scripts/vite-precompress.ts): the file, and beside it its two compressed copies.
  for (const [name, text] of Object.entries(compressedFiles)) {
    const file = path.join(staticDir, 'assets', name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(staticDir, 'assets', 'tiny-3c4d.js'), 'export {};');
  database = await createTestDatabase();
  // The whole app, so that its global compress() is in the way, as in production.
  app = createTestApp(database, {}, { web: { staticDir, required: true } });
});

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const fetchScript = async (acceptEncoding: string, file = 'app-1a2b.js') => {
  const response = await app.request(`/assets/${file}`, { headers: { 'Accept-Encoding': acceptEncoding } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

describe('files compressed at build time', () => {
  it('are sent with brotli when the browser accepts it, once compressed, varying by Accept-Encoding', async () => {
    const { response, body } = await fetchScript('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('are sent with gzip to a browser that does not accept brotli', async () => {
    const { response, body } = await fetchScript('gzip, deflate');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('are sent as they are to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    for (const [file, text] of Object.entries(compressedFiles))
      for (const acceptEncoding of ['identity', '']) {
        const { response, body } = await fetchScript(acceptEncoding, file);
        expect(response.headers.get('Content-Encoding')).toBeNull();
        expect(response.headers.get('Vary')).toBe('Accept-Encoding');
        expect(body.toString()).toBe(text);
      }
  });

  it('leave a file too small to compress as it is', async () => {
    const { response, body } = await fetchScript('gzip, deflate, br', 'tiny-3c4d.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(body.toString()).toBe('export {};');
  });
});
