import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { contactMessages } from './db/schema';
import { jsonRequest, type TestApp } from './test/app';
import { type Person, useTestAppWithPeople } from './test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let admin: Person;

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

useTestAppWithPeople((world) => ({ database, app, admin } = world));

describe('extra fields are ignored and never stored', () => {
  it('a contact message with extra fields stores only its own', async () => {
    const response = await app.request(
      '/api/msg',
      jsonRequest('POST', {
        name: 'Extra',
        email: 'x@example.com',
        subject: 'S',
        msg: 'M',
        id: 'forced',
        createdAt: '1970-01-01',
        admin: true,
      }),
    );
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.name, 'Extra'));
    expect(row?.id).not.toBe('forced');
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});

describe('path ids that are not ids', () => {
  it.each([
    ['GET', '/api/services/1 OR 1=1'],
    ['GET', "/api/services/'%3B drop table tools"],
    ['PUT', '/api/services/not-an-id'],
    ['DELETE', '/api/services/123'],
    ['DELETE', '/api/post/..%2F..%2Fetc'],
    ['GET', '/api/order/🎨'],
    ['PUT', '/api/orders/null'],
    ['DELETE', '/api/orders/undefined'],
    ['PATCH', '/api/payments/[object Object]'],
  ])('%s %s answers 404', async (method, path) => {
    const init =
      method === 'GET'
        ? { headers: admin.auth }
        : jsonRequest(method, { status: 'shipped', transactionId: 'pi_abcdefg' }, admin.auth);
    const response = await app.request(path, init);
    expect(response.status).toBe(404);
    expectErrorShape(await response.json());
  });
});
