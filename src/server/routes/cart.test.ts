import { describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const read = async (auth: Record<string, string>) => {
  const response = await app.request('/api/cart', { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as Cart;
};
const save = (auth: Record<string, string>, body: unknown) => app.request('/api/cart', jsonRequest('PUT', body, auth));

describe('GET and PUT /api/cart', () => {
  it('answers an empty cart at version 0 to a user who never saved one', async () => {
    const { auth } = await signedInUser(database);
    expect(await read(auth)).toEqual({ items: [], version: 0 });
  });

  it('replaces the whole cart on the version it was based on, raising it by one each time', async () => {
    const [roller, tray] = [await createTool(database.db), await createTool(database.db)];
    const { auth } = await signedInUser(database);
    const first = await save(auth, { items: [{ productId: roller.id, quantity: 2 }], version: 0 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ items: [{ productId: roller.id, quantity: 2 }], version: 1 });

    const items = [
      { productId: tray.id, quantity: 1 },
      { productId: roller.id, quantity: 5 },
    ];
    expect(await (await save(auth, { items, version: 1 })).json()).toEqual({ items, version: 2 });
    expect(await read(auth)).toEqual({ items, version: 2 });

    expect(await (await save(auth, { items: [], version: 2 })).json()).toEqual({ items: [], version: 3 });
    expect(await read(auth)).toEqual({ items: [], version: 3 });
  });

  it('refuses a save based on a version it no longer is with 409 conflict, keeping the stored cart', async () => {
    const tool = await createTool(database.db);
    const { auth } = await signedInUser(database);
    await save(auth, { items: [{ productId: tool.id, quantity: 1 }], version: 0 });
    await save(auth, { items: [{ productId: tool.id, quantity: 2 }], version: 1 });

    for (const version of [0, 1, 3]) {
      const stale = await save(auth, { items: [{ productId: tool.id, quantity: 9 }], version });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({
        error: { code: 'conflict', message: expect.stringContaining('another device') },
      });
    }
    expect(await read(auth)).toEqual({ items: [{ productId: tool.id, quantity: 2 }], version: 2 });
  });

  it('lets one of two first saves racing on version 0 win; the other hears 409', async () => {
    const tool = await createTool(database.db);
    const { auth } = await signedInUser(database);
    const statuses = await Promise.all(
      [1, 2].map(
        async (quantity) => (await save(auth, { items: [{ productId: tool.id, quantity }], version: 0 })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await read(auth)).version).toBe(1);
  });

  it("keeps each user's cart to that user", async () => {
    const tool = await createTool(database.db);
    const [ana, ben] = [await signedInUser(database), await signedInUser(database)];
    await save(ana.auth, { items: [{ productId: tool.id, quantity: 3 }], version: 0 });
    expect(await read(ben.auth)).toEqual({ items: [], version: 0 });
    await save(ben.auth, { items: [{ productId: tool.id, quantity: 1 }], version: 0 });
    expect(await read(ana.auth)).toEqual({ items: [{ productId: tool.id, quantity: 3 }], version: 1 });
    expect((await app.request('/api/cart')).status).toBe(401);
  });

  it('keeps a tool no longer sold: the checkout says so, not the cart', async () => {
    const tool = await createTool(database.db, { deletedAt: new Date() });
    const { auth } = await signedInUser(database);
    expect((await save(auth, { items: [{ productId: tool.id, quantity: 1 }], version: 0 })).status).toBe(200);
  });

  it.each([
    [
      '31 lines',
      { items: Array.from({ length: 31 }, () => ({ productId: crypto.randomUUID(), quantity: 1 })), version: 0 },
    ],
    [
      'a tool twice',
      {
        items: [
          { productId: '00000000-0000-4000-8000-000000000001', quantity: 1 },
          { productId: '00000000-0000-4000-8000-000000000001', quantity: 2 },
        ],
        version: 0,
      },
    ],
    ['a quantity of 0', { items: [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 0 }], version: 0 }],
    ['no version', { items: [] }],
    ['a negative version', { items: [], version: -1 }],
    ['items that are not a list', { items: 'roller', version: 0 }],
  ])('refuses %s with 422 and stores nothing', async (_label, body) => {
    const { auth } = await signedInUser(database);
    const response = await save(auth, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid' } });
    expect(await read(auth)).toEqual({ items: [], version: 0 });
  });
});
