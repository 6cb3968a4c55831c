import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/database';

let database: DatabaseHandle;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
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
  it('is refused with 413 and Connection: close, and the keep-alive client’s next request is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ name: 'x', email: 'big@example.com', subject: 's', msg: 'y'.repeat(200_000) });
      const refused = await send(agent, '/api/msg', big);
      expect(refused).toEqual({ status: 413, connection: 'close' });
      expect(await send(agent, '/api/health')).toMatchObject({ status: 200 });
    } finally {
      agent.destroy();
    }
  });
});
