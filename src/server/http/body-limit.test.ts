import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, signedInUser } from '../test/app';
import { createTestDatabase } from '../test/database';

let database: DatabaseHandle;
let server: ReturnType<typeof serve>;
let port: number;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = (await signedInUser(database, { role: 'admin' })).auth;
  customer = (await signedInUser(database)).auth;
  const app = createTestApp(database);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

/** One request through `agent`, which keeps its connection open for the next one when the server allows. */
function send(agent: Agent, path: string, body?: string): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body ? 'POST' : 'GET',
        agent,
        headers: { 'Content-Type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('an oversized body', () => {
  it('is refused with 413 after it is read, and the keep-alive client’s next request is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ name: 'x', email: 'big@example.com', subject: 's', msg: 'y'.repeat(200_000) });
      const refused = await send(agent, '/api/msg', big);
      expect(refused.status).toBe(413);
      expect(await send(agent, '/api/health')).toMatchObject({ status: 200 });
    } finally {
      agent.destroy();
    }
  });
});

/** An image upload of `megabytes` (6 by default) as multipart form data, as a browser sends it. */
function largeUpload(megabytes = 6): { body: Buffer; contentType: string } {
  const boundary = 'brushwork-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.alloc(megabytes * 1024 * 1024, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends the body with its Content-Length in pieces, each when the connection takes it, as a browser on a
 * slow link does; a connection reset at any point, before or after the answer, fails as the browser fails.
 */
function uploadAsBrowser(
  body: Buffer,
  headers: Record<string, string>,
  { declareLength = true, path = '/api/uploads' } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: declareLength ? { ...headers, 'Content-Length': body.length } : headers,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
    const writeFrom = (offset: number) => {
      if (offset >= body.length) return request.end();
      request.write(body.subarray(offset, offset + 16 * 1024), () => setImmediate(() => writeFrom(offset + 16 * 1024)));
    };
    writeFrom(0);
  });
}

describe('an image over the upload limit', () => {
  it('is answered 413 with its JSON every time when it declares its Content-Length, never a network error', async () => {
    const { body, contentType } = largeUpload();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await uploadAsBrowser(body, { ...admin, 'Content-Type': contentType });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'too_large', message: 'The image is larger than 5 MB.' },
      });
    }
  });

  it('is answered 413 when it is sent in chunks without a length', async () => {
    const { body, contentType } = largeUpload();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await uploadAsBrowser(body, { ...admin, 'Content-Type': contentType }, { declareLength: false });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'too_large' } });
    }
  });
});

describe('a quote photo over 8 MB', () => {
  it('is answered 413 with its JSON, with or without a declared length, never a network error', async () => {
    const { body, contentType } = largeUpload(9);
    for (const declareLength of [true, false, true]) {
      const answer = await uploadAsBrowser(
        body,
        { ...customer, 'Content-Type': contentType },
        { declareLength, path: '/api/quote-photos' },
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'too_large', message: 'The photo is larger than 8 MB.' },
      });
    }
  });
});
