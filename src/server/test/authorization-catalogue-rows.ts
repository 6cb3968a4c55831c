import { contactMessages } from '../db/schema';
import { adminOnly, everyone, type MatrixWorld, type Row, routeRow, signedIn, pathRow } from './authorization-rows';
import { signedInUser } from './app';
import { createPost, createTool } from './factories';

/** The matrix rows of the catalogue, users, posts, reviews, contact and uploads. */
export function catalogueRows(world: MatrixWorld): Row[] {
  // A fresh tool or post for each call, by its id.
  const newTool = async () => (await createTool(world.database.db)).id;
  const newPost = async () => (await createPost(world.database.db)).id;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);
  /** An upload's form: a small PNG as the image. */
  const pngForm = () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    return form;
  };
  /** A DELETE that ends the caller's sessions: each signed-in caller is a user of its own, with its own session. */
  const endingSessions = (route: string): Row => ({
    method: 'DELETE',
    route,
    prepare: async (caller) =>
      caller.role === 'anonymous'
        ? { path: route }
        : {
            path: route,
            headers: (await signedInUser(world.database, caller.role === 'admin' ? { role: 'admin' } : {})).auth,
          },
    expect: signedIn(204),
  });
  return [
    routeRow('GET', '/api/health', everyone(200)),
    routeRow('GET', '/api/health/live', everyone(200)),
    routeRow('GET', '/api/health/ready', everyone(200)),
    // The matrix calls in process, with no connection to tell where a call comes from, and no metrics token:
    // refused whoever it is (metrics-access.test.ts holds the rules for loopback, proxies and the token).
    routeRow('GET', '/metrics', everyone(403)),
    routeRow('GET', '/api/config', everyone(200)),
    routeRow('GET', '/api/openapi.json', everyone(200)),
    routeRow('GET', '/api/docs', everyone(200)),
    {
      method: 'PUT',
      route: '/api/users/:email',
      // Answers only to a Firebase ID token for that very email; a session token is not one.
      prepare: async (caller) => ({ path: `/api/users/${world.owner.user.email}`, body: {}, headers: caller.auth }),
      expect: everyone(401),
    },
    routeRow('GET', '/api/users', adminOnly(200)),
    // Ends the session it is called with.
    endingSessions('/api/session'),
    // Ends every session of the caller.
    endingSessions('/api/sessions'),
    pathRow('GET', '/api/users/:email', async () => `/api/users/${world.owner.user.email}`, {
      anonymous: 401,
      owner: 200,
      other: 403,
      admin: 200,
    }),
    {
      method: 'PUT',
      route: '/api/user/:email',
      prepare: async () => ({
        path: `/api/user/${world.owner.user.email}`,
        body: { address: '2 Elm', state: 'WA', zip: '98101' },
      }),
      expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
    },
    routeRow('GET', '/api/services', everyone(200)),
    pathRow('GET', '/api/services/:id', async () => `/api/services/${await newTool()}`, everyone(200)),
    {
      method: 'POST',
      route: '/api/services',
      prepare: async () => ({
        path: '/api/services',
        body: {
          name: 'n',
          desc: 'd',
          img: '/images/tools/roller-kit.svg',
          minOrderQuantity: 1,
          orderQuanitity: 5,
          price: 10,
        },
      }),
      expect: adminOnly(201),
    },
    {
      method: 'PUT',
      route: '/api/services/:id',
      prepare: async () => ({
        path: `/api/services/${await newTool()}`,
        body: { name: 'n', desc: 'd', minOrderQuantity: 1, orderQuanitity: 5, price: 10 },
      }),
      expect: adminOnly(200),
    },
    pathRow('DELETE', '/api/services/:id', async () => `/api/services/${await newTool()}`, adminOnly(200)),
    routeRow('GET', '/api/posts', everyone(200)),
    pathRow('GET', '/api/posts/:id', async () => `/api/posts/${await newPost()}`, everyone(200)),
    routeRow('GET', '/api/messages', adminOnly(200)),
    {
      method: 'PATCH',
      route: '/api/messages/:id',
      prepare: async () => {
        const [message] = await world.database.db
          .insert(contactMessages)
          .values({ name: 'n', email: 'a@b.co', subject: 's', message: 'm' })
          .returning();
        return { path: `/api/messages/${message!.id}`, body: { handled: true } };
      },
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/messages/:id/reply',
      prepare: async () => {
        const [message] = await world.database.db
          .insert(contactMessages)
          .values({ name: 'n', email: 'a@b.co', subject: 's', message: 'm' })
          .returning();
        return { path: `/api/messages/${message!.id}/reply`, body: { text: 'Thank you, we will call.' } };
      },
      expect: adminOnly(201),
    },
    routeRow('GET', '/api/recentPosts', everyone(200)),
    {
      method: 'POST',
      route: '/api/post',
      prepare: async () => ({ path: '/api/post', body: { title: 't', desc: 'd', img: '/images/blog/brush-care.svg' } }),
      expect: adminOnly(201),
    },
    pathRow('DELETE', '/api/post/:id', async () => `/api/post/${await newPost()}`, adminOnly(200)),
    routeRow('GET', '/api/reviews', everyone(200)),
    {
      method: 'POST',
      route: '/api/reviews',
      prepare: async () => ({ path: '/api/reviews', body: { message: 'ok', rating: 4 } }),
      expect: signedIn(201),
    },
    {
      method: 'POST',
      route: '/api/msg',
      prepare: async () => ({ path: '/api/msg', body: { name: 'n', email: 'a@b.co', subject: 's', msg: 'm' } }),
      expect: everyone(201),
    },
    {
      method: 'POST',
      route: '/api/uploads',
      prepare: async () => ({ path: '/api/uploads', form: pngForm() }),
      expect: adminOnly(201),
    },
    {
      method: 'GET',
      route: '/api/uploads/:file',
      prepare: async () => {
        const { url } = (await (
          await world.app.request('/api/uploads', { method: 'POST', body: pngForm(), headers: world.admin.auth })
        ).json()) as { url: string };
        return { path: url };
      },
      expect: everyone(200),
    },
  ];
}
