import { bookings, carts, contactMessages, orders, posts, quoteRequests, reviews, tools, users } from '../db/schema';
import { jobWriteRoutes } from './bad-input-job-routes';
import type { BadInputWorld, WriteRoute } from './bad-input-world';
import { paymentIntentRoutes } from './bad-input-payment-routes';
import { pushWriteRoutes } from './bad-input-push-routes';
import { quoteWriteRoutes } from './bad-input-quote-routes';
import { unsignedIdToken } from './id-tokens';

/** Every write that takes a JSON body, with a valid body to spoil, as the people and rows of `world` make them. */
export function writeRoutes(world: BadInputWorld): WriteRoute[] {
  const delivery = { userAddress: '1 Main', userState: 'OR', userZip: '97401' };
  return [
    {
      name: 'POST /bookings',
      method: 'POST',
      path: () => '/api/bookings',
      auth: () => ({}),
      valid: () => ({
        start: world.freeVisit,
        name: 'Ana',
        email: 'ana@example.com',
        phone: '+1 541 555 0100',
        address: '1 Main',
        notes: '',
      }),
      table: bookings,
    },
    {
      name: 'POST /msg',
      method: 'POST',
      path: () => '/api/msg',
      auth: () => ({}),
      valid: () => ({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', msg: 'Hello' }),
      table: contactMessages,
    },
    {
      name: 'POST /reviews',
      method: 'POST',
      path: () => '/api/reviews',
      auth: () => world.customer.auth,
      valid: () => ({ message: 'Great', rating: 5 }),
      table: reviews,
    },
    // Both bodies POST /orders takes: the one-product body the spec gave, and a list of items.
    ...[
      { name: 'POST /orders', valid: () => ({ productId: world.toolId, productQuantity: 1, ...delivery }) },
      {
        name: 'POST /orders with items',
        valid: () => ({ items: [{ productId: world.toolId, quantity: 1 }], ...delivery }),
      },
    ].map((body) => ({
      ...body,
      method: 'POST',
      path: () => '/api/orders',
      auth: () => world.customer.auth,
      table: orders,
    })),
    {
      name: 'PUT /cart',
      method: 'PUT',
      path: () => '/api/cart',
      auth: () => world.customer.auth,
      valid: () => ({ items: [{ productId: world.toolId, quantity: 1 }], version: 0 }),
      table: carts,
    },
    {
      name: 'PUT /user/:email',
      method: 'PUT',
      path: () => `/api/user/${world.customer.user.email}`,
      auth: () => world.customer.auth,
      valid: () => ({ address: 'A', state: 'B', zip: '1' }),
      table: users,
    },
    {
      name: 'PUT /services/:id',
      method: 'PUT',
      path: () => `/api/services/${world.toolId}`,
      auth: () => world.admin.auth,
      valid: () => ({ name: 'Tool', desc: 'Desc', minOrderQuantity: 1, orderQuanitity: 1000, price: 12 }),
      table: tools,
    },
    {
      name: 'POST /services',
      method: 'POST',
      path: () => '/api/services',
      auth: () => world.admin.auth,
      valid: () => ({
        name: 'Tool',
        desc: 'Desc',
        img: '/images/tools/roller-kit.svg',
        minOrderQuantity: 1,
        orderQuanitity: 10,
        price: 12.5,
      }),
      table: tools,
    },
    {
      name: 'POST /post',
      method: 'POST',
      path: () => '/api/post',
      auth: () => world.admin.auth,
      valid: () => ({ title: 'T', desc: 'D', img: '/images/blog/brush-care.svg' }),
      table: posts,
    },
    {
      name: 'PUT /orders/:id',
      method: 'PUT',
      path: () => `/api/orders/${world.order._id}`,
      auth: () => world.admin.auth,
      valid: () => ({ status: 'shipped' }),
      table: orders,
    },
    {
      name: 'PUT /orders/:id with a carrier and tracking number',
      method: 'PUT',
      path: () => `/api/orders/${world.order._id}`,
      auth: () => world.admin.auth,
      valid: () => ({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA1' }),
      table: orders,
    },
    ...paymentIntentRoutes(world),
    {
      name: 'PATCH /payments/:orderId',
      method: 'PATCH',
      path: () => `/api/payments/${world.order._id}`,
      auth: () => world.customer.auth,
      valid: () => ({ transactionId: 'pi_made_up_1234' }),
      table: orders,
    },
    ...quoteWriteRoutes(world),
    ...jobWriteRoutes(world),
    ...pushWriteRoutes(world),
    {
      name: 'PUT /users/:email',
      method: 'PUT',
      path: () => `/api/users/${world.customer.user.email}`,
      auth: () => ({ Authorization: `Bearer ${unsignedIdToken(world.customer.user.email)}` }),
      valid: () => ({ name: 'N' }),
      table: users,
      taken: 200,
      // Every field is optional: the Firebase sign-in names the account.
      takes: ['missing fields'],
    },
    {
      name: 'POST /quote-requests',
      method: 'POST',
      path: () => '/api/quote-requests',
      auth: () => world.customer.auth,
      valid: () => ({
        address: '18 Willow Street',
        rooms: [{ name: 'Kitchen', surfaces: ['walls'], size: '12 m²', colours: 'White' }],
        notes: 'Call first.',
        photoIds: [],
      }),
      table: quoteRequests,
    },
  ];
}
