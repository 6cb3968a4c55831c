// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import NotificationArea from '@/client/components/layout/notification-area';
import { createOrder, rollerId } from '@/client/test/order-sample';
import { signIn } from '@/client/test/signed-in';
import { checkoutDrafts } from './checkout-draft';
import { CheckoutForm } from './components/checkout-form';
import { type OrderedLine, type OrderReads, usePlacedOrder } from './use-placed-order';

const reads: OrderReads = { changed: [['tools'], ['orders']], order: (id) => ['orders', 'one', id] };

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let owners = 0;
/** Each test's customer, whose checkout draft is their own on the device. */
const newOwner = () => `customer-${(owners += 1)}@example.com`;

/** `owner`'s checkout of two roller kits, on a page that goes on to the payment page once the order is placed. */
function renderCheckout(owner: string, takeFromCart?: (ordered: OrderedLine[]) => Promise<unknown>) {
  function Checkout() {
    const { onPlaced } = usePlacedOrder({ owner, reads, takeFromCart });
    return (
      <CheckoutForm
        owner={owner}
        draft={{ delivery: {} }}
        profile={{ name: 'Robin Roller', email: owner, address: '', state: '', zip: '' }}
        lines={[{ productId: rollerId, quantity: 2, name: 'Roller kit', priceCents: 1250 }]}
        onPlaced={onPlaced}
        books={{ books: { tax: { rates: [] }, delivery: { flat: 0, freeFrom: null, pickup: false } }, confirmed: true }}
      />
    );
  }
  function Payment() {
    const { id } = useParams({ strict: false });
    return <h1>Payment for order {id}</h1>;
  }
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <NotificationArea />
      </>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/orders', component: Checkout }),
    createRoute({ getParentRoute: () => root, path: '/dashboard/payment/$id', component: Payment }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/orders'] }) });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The customer types where the order goes and places it. */
async function placeTheOrder() {
  fireEvent.change(await screen.findByLabelText('Address'), { target: { value: '7 Ladder Lane' } });
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kent' } });
  fireEvent.change(screen.getByLabelText('Zip'), { target: { value: '12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'proceed & checkout' }));
}

const shop = vi.fn<(path: string, init: RequestInit) => Response>();

beforeAll(() => signIn({ email: 'robin@example.com', name: 'Robin Roller' }));
beforeEach(() => {
  shop.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => shop(String(input), init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('once the order is placed', () => {
  it('takes what it ordered out of the cart, says so and goes on to pay, the checkout done', async () => {
    const order = createOrder();
    shop.mockReturnValue(answer(order, 201));
    const takeFromCart = vi.fn(async () => {});
    const owner = newOwner();
    const { queryClient } = renderCheckout(owner, takeFromCart);
    await placeTheOrder();

    expect(await screen.findByRole('heading', { name: `Payment for order ${order._id}` })).toBeDefined();
    expect((await screen.findByRole('alert')).textContent).toBe('Your Order Has been placed');
    expect(takeFromCart).toHaveBeenCalledWith([{ productId: rollerId, quantity: 2 }]);
    expect(queryClient.getQueryData(['orders', 'one', order._id])).toEqual(order);
    expect(await checkoutDrafts.read(owner)).toEqual({ delivery: {} });
    const [path, init] = shop.mock.calls[0]!;
    expect(path).toBe('/api/orders');
    expect(JSON.parse(String(init.body))).toEqual({
      items: [{ productId: rollerId, quantity: 2 }],
      userAddress: '7 Ladder Lane',
      userState: 'Kent',
      userZip: '12345',
      delivery: 'ship',
    });
  });

  it('says when it was an earlier try, whose answer was lost, that placed it', async () => {
    const order = createOrder();
    shop.mockImplementation((path) =>
      path === '/api/order-attempts/lost-key' ? answer(order) : answer({ error: { message: 'Not this' } }, 500),
    );
    const owner = newOwner();
    await checkoutDrafts.trying(owner, { key: 'lost-key', body: '{"items":[]}', answered: false });
    renderCheckout(owner);
    await placeTheOrder();

    expect(await screen.findByRole('heading', { name: `Payment for order ${order._id}` })).toBeDefined();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your Order Has been placed — by your earlier try/);
    expect(shop.mock.calls.map(([path]) => path)).toEqual(['/api/order-attempts/lost-key']);
  });
});

describe('an order the shop refuses', () => {
  it('keeps the customer at the checkout with the reason, the cart untouched', async () => {
    shop.mockReturnValue(
      answer({ error: { code: 'too_many_unpaid', message: 'Pay one of your unpaid orders first.' } }, 409),
    );
    const takeFromCart = vi.fn(async () => {});
    renderCheckout(newOwner(), takeFromCart);
    await placeTheOrder();

    expect((await screen.findByRole('alert')).textContent).toBe('Pay one of your unpaid orders first.');
    expect(screen.getByRole('button', { name: 'proceed & checkout' })).toBeDefined();
    expect(takeFromCart).not.toHaveBeenCalled();
  });
});
