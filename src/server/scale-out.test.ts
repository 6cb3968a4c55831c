import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool } from '@/shared/answers/catalogue';
import { createSessionTokens } from './auth/session-token';
import { startSession } from './auth/user-sessions';
import { type DatabaseHandle, openDatabase } from './db/client';
import { contactMessages, orderItems, rateLimitWindows, tools, users } from './db/schema';
import { jsonRequest } from './test/app';
import { createEmptyPostgresDatabase, onPostgresProject } from './test/database';
import { createTool } from './test/factories';
import { type ServerProcess, startServerProcess } from './test/server-process';

const jwtSecret = 'scale-out-test-secret-that-is-long-enough';
const sessions = createSessionTokens(jwtSecret);
// Doubles every limit: 40 orders and 10 unpaid orders a customer, 20 messages an address per window.
const rateLimitScale = 2;

describe.skipIf(!onPostgresProject)('two server processes on one PostgreSQL behave as one shop', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let first: ServerProcess;
  let second: ServerProcess;
  const both = () => [first, second];

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    const env = { DATABASE_URL: empty.url, JWT_SECRET: jwtSecret, RATE_LIMIT_SCALE: String(rateLimitScale) };
    // Started together, as instances behind a proxy are: one migrates and seeds, the other waits for it.
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    database = await openDatabase({ driver: 'postgres', url: empty.url });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
    await drop?.();
  });

  async function customer(index: number) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `buyer-${index}-${Date.now()}@example.com`, name: `Buyer ${index}` })
      .returning();
    return { Authorization: `Bearer ${await startSession(database.db, sessions, user!.id)}` };
  }

  it('seeded the shop once although both started at once', async () => {
    const seeded = (await (await fetch(`${first.base}/api/services`)).json()) as Tool[];
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((tool) => tool.name)).size).toBe(seeded.length);
  });

  it('never oversells when 200 orders for 50 in stock are split across both', async () => {
    const tool = await createTool(database.db, { availableQuantity: 50, minOrderQuantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, index) => customer(index)));
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const response = await fetch(
          `${both()[index % 2]!.base}/api/orders`,
          jsonRequest(
            'POST',
            { productId: tool.id, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' },
            buyers[index % 20],
          ),
        );
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    const [left] = await database.db.select().from(tools).where(eq(tools.id, tool.id));
    expect(left!.availableQuantity).toBe(0);
    expect(await database.db.select().from(orderItems).where(eq(orderItems.toolId, tool.id))).toHaveLength(50);
  }, 60_000);

  it('stores an idempotent write once when its replay reaches the other process', async () => {
    const key = crypto.randomUUID();
    const message = { name: 'Pat Doe', email: 'pat@example.com', subject: `Replay ${key}`, msg: 'Once, please.' };
    const send = (server: ServerProcess) =>
      fetch(`${server.base}/api/msg`, jsonRequest('POST', message, { 'Idempotency-Key': key }));
    const answers = [await send(first), ...(await Promise.all([send(second), send(first), send(second)]))];
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const stored = await database.db.select().from(contactMessages).where(eq(contactMessages.subject, message.subject));
    expect(stored).toHaveLength(1);
  });

  it('holds a rate limit across both: 20 messages an address, however they are spread', async () => {
    await database.db.delete(rateLimitWindows);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const message = { name: 'Sam Roe', email: 'sam@example.com', subject: `Burst ${index}`, msg: 'Hello there.' };
        return (await fetch(`${both()[index % 2]!.base}/api/msg`, jsonRequest('POST', message))).status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(10 * rateLimitScale);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - 10 * rateLimitScale);
  });

  it('serves a product update made through one from the other within a second', async () => {
    const [admin] = await database.db
      .insert(users)
      .values({ email: `admin-${Date.now()}@example.com`, name: 'Admin', role: 'admin' })
      .returning();
    const auth = { Authorization: `Bearer ${await startSession(database.db, sessions, admin!.id)}` };
    const tool = await createTool(database.db, { name: 'Roller before' });
    const nameOn = async (server: ServerProcess) =>
      ((await (await fetch(`${server.base}/api/services/${tool.id}`)).json()) as Tool).name;
    // The second process has the tool in its catalogue cache.
    expect(await nameOn(second)).toBe('Roller before');

    const update = {
      name: 'Roller after',
      desc: tool.description,
      minOrderQuantity: 1,
      orderQuanitity: 10,
      price: 12.5,
    };
    expect((await fetch(`${first.base}/api/services/${tool.id}`, jsonRequest('PUT', update, auth))).status).toBe(200);
    const updatedAt = Date.now();
    while ((await nameOn(second)) !== 'Roller after') {
      expect(Date.now() - updatedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});

describe.skipIf(!onPostgresProject)('WEB_CONCURRENCY', () => {
  it('runs that many server processes on one port, and stops them all on SIGTERM', async () => {
    const empty = await createEmptyPostgresDatabase();
    const cluster = await startServerProcess({ DATABASE_URL: empty.url, WEB_CONCURRENCY: '2' });
    try {
      expect(cluster.output()).toContain('2 processes');
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${cluster.base}/api/services`)));
      expect(answers.every((answer) => answer.ok)).toBe(true);
      // A scrape reaches one of them: its series name the process that answered, never pass for the shop's sum.
      const scrape = await (await fetch(`${cluster.base}/metrics`)).text();
      expect(scrape).toMatch(/^brushwork_http_request_duration_seconds_count\{[^}]*worker="\d+"/m);
      expect(scrape).toMatch(/^process_cpu_user_seconds_total\{worker="\d+"\}/m);
    } finally {
      await cluster.stop();
      await empty.drop();
    }
    expect(cluster.child.exitCode).toBe(0);
  }, 60_000);
});
