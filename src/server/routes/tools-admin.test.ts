import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tool } from '@/shared/answers/catalogue';
import type { DatabaseHandle } from '../db/client';
import { tools } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Awaited<ReturnType<typeof signedInUser>>;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  admin = await signedInUser(database, { role: 'admin' });
});

const storedCents = async (id: string) =>
  (await database.db.select().from(tools).where(eq(tools.id, id)))[0]!.priceCents;

const newTool = {
  name: 'Mini Roller, 4 in',
  desc: 'A small roller for trim and tight corners.',
  img: '/api/uploads/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.png',
  minOrderQuantity: 2,
  orderQuanitity: 60,
  price: 42.99,
};

describe('prices keep their cents', () => {
  it.each([42.99, 0.01, 19.9, 1_000_000])('stores $%d exactly and sends it back the same', async (price) => {
    const tool = await createTool(database.db);
    const update = { name: 'Roller', desc: 'Rolls.', minOrderQuantity: 1, orderQuanitity: 5, price };
    const response = await app.request(`/api/services/${tool.id}`, jsonRequest('PUT', update, admin.auth));
    expect(response.status).toBe(200);
    expect(((await response.json()) as Tool).price).toBe(price);
    expect(await storedCents(tool.id)).toBe(Math.round(price * 100));
    expect(((await (await app.request(`/api/services/${tool.id}`)).json()) as Tool).price).toBe(price);
  });
});

describe('POST /api/services', () => {
  it('adds a product for an admin: 201 with the product, listed in the catalogue', async () => {
    const response = await app.request('/api/services', jsonRequest('POST', newTool, admin.auth));
    expect(response.status).toBe(201);
    const created = (await response.json()) as Tool;
    expect(created).toEqual({
      _id: expect.any(String),
      name: newTool.name,
      desc: newTool.desc,
      img: newTool.img,
      price: 42.99,
      minOrderQuanity: 2,
      orderQuanity: 60,
    });
    expect(await storedCents(created._id)).toBe(4299);
    const catalogue = (await (await app.request('/api/services')).json()) as Tool[];
    expect(catalogue.map((tool) => tool._id)).toContain(created._id);
  });

  it.each([
    ['no image', { img: '' }, 'img'],
    ['a price of $0', { price: 0 }, 'price'],
    ['a price with three decimals', { price: 9.999 }, 'price'],
    // Rounds to 0 cents, which the database's check refuses: once a 500.
    ['a price under a cent (1e-9)', { price: 1e-9 }, 'price'],
    ['a price of a tenth of a cent', { price: 0.001 }, 'price'],
    ['a minimum above the stock', { minOrderQuantity: 61 }, 'minOrderQuantity'],
    ['a fractional quantity', { orderQuanitity: 2.5 }, 'orderQuanitity'],
    ['a coverage of 0 sq ft', { coverage: { sqftPerUnit: 0, unit: 'gallon' } }, 'coverage.sqftPerUnit'],
    ['a coverage of a fraction', { coverage: { sqftPerUnit: 350.5, unit: 'gallon' } }, 'coverage.sqftPerUnit'],
    ['a coverage in pints', { coverage: { sqftPerUnit: 90, unit: 'pint' } }, 'coverage.unit'],
    ['a coverage with no unit', { coverage: { sqftPerUnit: 90 } }, 'coverage.unit'],
  ])('refuses %s with 422 on that field and stores nothing', async (_label, change, field) => {
    const before = (await database.db.select().from(tools)).length;
    const response = await app.request('/api/services', jsonRequest('POST', { ...newTool, ...change }, admin.auth));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues[0]?.path).toBe(field);
    expect((await database.db.select().from(tools)).length).toBe(before);
  });

  it('refuses customers and anonymous callers', async () => {
    const customer = await signedInUser(database);
    expect((await app.request('/api/services', jsonRequest('POST', newTool, customer.auth))).status).toBe(403);
    expect((await app.request('/api/services', jsonRequest('POST', newTool))).status).toBe(401);
  });
});

describe('PUT /api/services/:id', () => {
  it.each([1e-9, 0.004, 0])('refuses a price of %d with 422 and keeps the old one', async (price) => {
    const tool = await createTool(database.db, { priceCents: 1250 });
    const update = { name: 'Roller', desc: 'Rolls.', minOrderQuantity: 1, orderQuanitity: 5, price };
    const response = await app.request(`/api/services/${tool.id}`, jsonRequest('PUT', update, admin.auth));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { issues: { path: string }[] } }).error.issues[0]?.path).toBe('price');
    expect(await storedCents(tool.id)).toBe(1250);
  });
});

describe("a paint's coverage", () => {
  const paint = { name: 'Ceiling White, 1 qt', desc: 'Flat.', minOrderQuantity: 1, orderQuanitity: 9, price: 14.5 };
  const put = (id: string, body: object) => app.request(`/api/services/${id}`, jsonRequest('PUT', body, admin.auth));
  const read = async (id: string) => (await (await app.request(`/api/services/${id}`)).json()) as Tool;

  it('is set by the admin, kept by an update that leaves it out, and taken away with null', async () => {
    const tool = await createTool(database.db);
    expect((await read(tool.id)).coverage).toBeUndefined();
    const set = await put(tool.id, { ...paint, coverage: { sqftPerUnit: 90, unit: 'quart' } });
    expect(set.status).toBe(200);
    expect(((await set.json()) as Tool).coverage).toEqual({ sqftPerUnit: 90, unit: 'quart' });
    expect((await put(tool.id, { ...paint, price: 15 })).status).toBe(200);
    expect((await read(tool.id)).coverage).toEqual({ sqftPerUnit: 90, unit: 'quart' });
    const catalogue = (await (await app.request('/api/services')).json()) as Tool[];
    expect(catalogue.find((each) => each._id === tool.id)?.coverage).toEqual({ sqftPerUnit: 90, unit: 'quart' });
    expect((await put(tool.id, { ...paint, coverage: null })).status).toBe(200);
    expect((await read(tool.id)).coverage).toBeUndefined();
  });

  it('is refused whole when the database would hold half of one', async () => {
    const tool = await createTool(database.db);
    await expect(
      database.db.update(tools).set({ coverageSqftPerUnit: 90 }).where(eq(tools.id, tool.id)),
    ).rejects.toThrow();
  });
});
