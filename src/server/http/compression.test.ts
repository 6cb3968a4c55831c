import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compression';

const list = Array.from({ length: 300 }, (_, index) => ({ index }));
const app = new Hono()
  .use(compressAnswers())
  .get('/list', (c) => c.json(list))
  .get('/by-origin', (c) => c.json(list, 200, { Vary: 'Origin' }))
  .get('/picture', (c) => c.body(new Uint8Array(2048), 200, { 'Content-Type': 'image/png' }));

const get = (path: string, acceptEncoding: string) =>
  app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });

describe('compressAnswers', () => {
  it('compresses for a client that accepts it, saying once that the answer varies by Accept-Encoding', async () => {
    const response = await get('/list', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(list);
  });

  it('sends the plain answer to a client that accepts no compression, varying by Accept-Encoding too', async () => {
    const response = await get('/list', '');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(list);
  });

  it('adds to what an answer already varies by, and leaves a type it never compresses alone', async () => {
    expect((await get('/by-origin', 'gzip')).headers.get('Vary')).toBe('Origin, Accept-Encoding');
    const picture = await get('/picture', 'gzip');
    expect(picture.headers.get('Content-Encoding')).toBeNull();
    expect(picture.headers.get('Vary')).toBeNull();
  });
});
