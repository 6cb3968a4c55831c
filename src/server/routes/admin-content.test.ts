import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Post, Tool } from '@/shared/answers/catalogue';
import type { DatabaseHandle } from '../db/client';
import { posts, tools } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createPost, createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  admin = await signedInUser(database, { role: 'admin' });
  customer = await signedInUser(database, { name: 'Casey Profile' });
});

const validUpdate = {
  name: 'Pro Roller',
  desc: 'A better roller.',
  minOrderQuantity: 2,
  orderQuanitity: 40,
  price: 30,
};
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

function upload(bytes: Buffer, filename: string, type: string, auth: Record<string, string> = admin.auth) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  return app.request('/api/uploads', { method: 'POST', body: form, headers: auth });
}

describe('every admin call refuses anonymous (401) and customers (403)', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['PUT', `/api/services/${id}`, validUpdate],
    ['DELETE', `/api/services/${id}`, undefined],
    ['POST', '/api/post', { title: 't', desc: 'd', img: '/images/blog/brush-care.svg' }],
    ['DELETE', `/api/post/${id}`, undefined],
  ])('%s %s', async (method, path, body) => {
    const request = (auth: Record<string, string>) =>
      app.request(path, body ? jsonRequest(method, body, auth) : { method, headers: auth });
    expect((await request({})).status).toBe(401);
    expect((await request(customer.auth)).status).toBe(403);
  });

  it('POST /api/uploads', async () => {
    expect((await upload(png, 'a.png', 'image/png', {})).status).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', customer.auth)).status).toBe(403);
  });
});

describe('products', () => {
  it('lets an admin update a product, price in dollars stored as cents', async () => {
    const tool = await createTool(database.db);
    const response = await app.request(`/api/services/${tool.id}`, jsonRequest('PUT', validUpdate, admin.auth));
    expect(response.status).toBe(200);
    expect((await response.json()) as Tool).toMatchObject({
      name: 'Pro Roller',
      desc: 'A better roller.',
      minOrderQuanity: 2,
      orderQuanity: 40,
      price: 30,
    });
    expect((await database.db.select().from(tools).where(eq(tools.id, tool.id)))[0]?.priceCents).toBe(3000);
  });

  it.each([
    ['a minimum above the quantity', { minOrderQuantity: 50, orderQuanitity: 40 }, 'minOrderQuantity'],
    ['a negative quantity', { orderQuanitity: -1 }, 'orderQuanitity'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a price with a fraction of a cent', { price: 12.505 }, 'price'],
    ['a price above $1,000,000', { price: 1_000_000.01 }, 'price'],
    ['a zero price', { price: 0 }, 'price'],
    ['a price as text', { price: '12' }, 'price'],
  ])('refuses %s with a clear message', async (_label, change, field) => {
    const tool = await createTool(database.db, { name: 'Unchanged' });
    const response = await app.request(
      `/api/services/${tool.id}`,
      jsonRequest('PUT', { ...validUpdate, ...change }, admin.auth),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string; issues: { path: string }[] } };
    expect(body.error.issues[0]?.path).toBe(field);
    expect(body.error.message.length).toBeGreaterThan(5);
    expect((await database.db.select().from(tools).where(eq(tools.id, tool.id)))[0]?.name).toBe('Unchanged');
  });

  it('deletes a product without orders and retires one with orders, keeping those orders', async () => {
    const unsold = await createTool(database.db);
    expect((await app.request(`/api/services/${unsold.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(
      200,
    );
    expect(await database.db.select().from(tools).where(eq(tools.id, unsold.id))).toHaveLength(0);

    const sold = await createTool(database.db, { availableQuantity: 10 });
    const order = await app.request(
      '/api/orders',
      jsonRequest(
        'POST',
        { productId: sold.id, productQuantity: 1, userAddress: 'a', userState: 'b', userZip: '1' },
        customer.auth,
      ),
    );
    expect(order.status).toBe(201);
    expect((await app.request(`/api/services/${sold.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect((await database.db.select().from(tools).where(eq(tools.id, sold.id)))[0]?.deletedAt).toBeInstanceOf(Date);
    expect((await app.request(`/api/services/${sold.id}`)).status).toBe(404);
    const myOrders = (await (
      await app.request(`/api/orders/${customer.user.email}`, { headers: customer.auth })
    ).json()) as unknown[];
    expect(myOrders).toHaveLength(1);
    expect((await app.request(`/api/services/${sold.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(404);
  });
});

describe('posts', () => {
  it('publishes a post dated today by the server and deletes it', async () => {
    const response = await app.request(
      '/api/post',
      jsonRequest(
        'POST',
        {
          title: 'New colours',
          desc: '<script>alert(1)</script> Fresh ideas',
          img: '/api/uploads/abc.png',
          date: '1 January 1999',
        },
        admin.auth,
      ),
    );
    expect(response.status).toBe(201);
    const post = (await response.json()) as Post;
    const today = new Date();
    expect(post.date).toBe(
      `${today.getUTCDate()} ${today.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${today.getUTCFullYear()}`,
    );
    expect(post.desc).toBe('<script>alert(1)</script> Fresh ideas');
    const recent = (await (await app.request('/api/recentPosts')).json()) as Post[];
    expect(recent[0]?._id).toBe(post._id);

    expect((await app.request(`/api/post/${post._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect(await database.db.select().from(posts).where(eq(posts.id, post._id))).toHaveLength(0);
    expect((await app.request(`/api/post/${post._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(404);
  });

  it.each(['https://evil.example/x.png', 'javascript:alert(1)', '/api/uploads/../../etc/passwd', ''])(
    'refuses the image %s',
    async (img) => {
      const response = await app.request('/api/post', jsonRequest('POST', { title: 't', desc: 'd', img }, admin.auth));
      expect(response.status).toBe(422);
    },
  );

  it('keeps deleting posts from breaking the list', async () => {
    const post = await createPost(database.db);
    await app.request(`/api/post/${post.id}`, { method: 'DELETE', headers: admin.auth });
    expect((await app.request('/api/posts')).status).toBe(200);
  });
});

describe('uploads', () => {
  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]), 'image/jpeg', 'jpg'],
    ['GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif', 'gif'],
    [
      'WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]),
      'image/webp',
      'webp',
    ],
  ])(
    'accepts a %s by its bytes and serves it with a content-hash URL and long caching',
    async (_label, bytes, type, extension) => {
      const response = await upload(bytes, 'photo.bin', 'application/octet-stream');
      expect(response.status).toBe(201);
      const { url, data } = (await response.json()) as { url: string; data: { display_url: string } };
      expect(url).toMatch(new RegExp(`^/api/uploads/[0-9a-f]{64}\\.${extension}$`));
      expect(data.display_url).toBe(url);
      const served = await app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(type);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

  it('refuses a file that only claims to be an image with 415', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(html, 'evil.png', 'image/png')).status).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
  });

  it('answers 422 when no file is sent and 404 for an unknown image', async () => {
    const form = new FormData();
    form.append('image', 'just text');
    expect((await app.request('/api/uploads', { method: 'POST', body: form, headers: admin.auth })).status).toBe(422);
    expect((await app.request(`/api/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await app.request('/api/uploads/../secret.png')).status).toBe(404);
  });
});
