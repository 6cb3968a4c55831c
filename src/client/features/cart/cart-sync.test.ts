import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/shared/api-types';
import { MemoryStorage } from '@/client/test/memory-storage';
import type { SeenTool } from './cart-lines';

/** The server's cart of the one user these tests sign in, as another device may have left it. */
const shop = vi.hoisted(() => ({
  cart: { items: [], version: 0 } as Cart,
  saves: [] as Cart[],
  online: true,
  said: [] as string[],
}));

vi.mock('./api/get-cart', () => ({ getCart: vi.fn(async () => structuredClone(shop.cart)) }));
vi.mock('./api/save-cart', () => ({
  saveCart: vi.fn(async ({ items, version }: Cart) => {
    shop.saves.push({ items, version });
    // The app's modules are loaded afresh for each device: the refusal is of this device's kind.
    const { ApiError } = await import('@/client/lib/api-client');
    if (version !== shop.cart.version) throw new ApiError(409, 'conflict', 'The cart changed elsewhere.');
    shop.cart = { items, version: version + 1 };
    return structuredClone(shop.cart);
  }),
}));
vi.mock('@/client/lib/connection', () => ({
  connection: { online: () => shop.online, onReconnect: () => () => {}, subscribe: () => () => {} },
}));
vi.mock('@/client/lib/toast', () => ({
  toast: { success: (words: string) => shop.said.push(words), error: (words: string) => shop.said.push(words) },
}));

const tool = (name: string, overrides: Partial<SeenTool> = {}): SeenTool => ({
  name,
  img: `/images/tools/${name}.svg`,
  priceCents: 1000,
  minOrderQuantity: 1,
  orderQuantity: 20,
  seenAt: Date.now(),
  ...overrides,
});

const token = () => `e30.${Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).toString('base64url')}.sig`;

/** A device: its own storage, the app's modules loaded afresh on it, and its people signing in and out. */
async function device() {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('indexedDB', new IDBFactory());
  const { sessionStore } = await import('@/client/lib/auth/session');
  const { cartStore, currentCartOwner } = await import('./app-cart');
  const { changeCart, syncCart } = await import('./cart-sync');
  const { cartFollowsSession } = await import('./cart-session');
  const { addToCart, serverItems } = await import('./cart-lines');
  const switchTo = async (email: string | undefined) => {
    if (email) sessionStore.set(token(), { email, name: email });
    else sessionStore.clear();
    await cartFollowsSession();
  };
  return {
    signIn: switchTo,
    signOut: () => switchTo(undefined),
    add: (id: string, quantity: number, seen = tool(id)) =>
      changeCart((record) => addToCart(record, id, seen, quantity).record),
    items: async () => serverItems(await cartStore.read(currentCartOwner())),
    read: (owner: string) => cartStore.read(owner),
    count: () => localStorage.getItem('brushwork.cartCount'),
    syncCart,
  };
}

beforeEach(() => {
  // A save a moment after a change is run by the test itself, never by a timer left to a later test.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  shop.cart = { items: [], version: 0 };
  shop.saves = [];
  shop.online = true;
  shop.said = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('one device, several people', () => {
  it('keeps the visitor’s cart apart and adds it into the cart of whoever signs in, capped, and says so', async () => {
    const phone = await device();
    shop.online = false;
    await phone.add('roller', 5, tool('Roller', { orderQuantity: 6 }));
    await phone.add('tape', 2);
    expect(phone.count()).toBe('2 visitor');
    shop.online = true;
    shop.cart = { items: [{ productId: 'roller', quantity: 3 }], version: 4 };

    await phone.signIn('robin@example.com');
    expect(await phone.items()).toEqual([
      { productId: 'roller', quantity: 6 },
      { productId: 'tape', quantity: 2 },
    ]);
    expect((await phone.read('visitor')).lines).toEqual([]);
    expect(shop.said).toEqual([
      '2 tools from before you signed in were added to your cart. The quantity of Roller was capped at the stock last seen.',
    ]);
    expect(shop.cart).toEqual({ items: await phone.items(), version: 5 });
    expect(phone.count()).toBe('2 user:robin@example.com');
  });

  it('never shows one person’s cart to the next, and gives it back to its owner from the server', async () => {
    const tablet = await device();
    await tablet.signIn('robin@example.com');
    await tablet.add('roller', 2);
    await tablet.syncCart({ read: false });
    await tablet.signOut();
    // Saved on the server, so not kept on the device.
    expect((await tablet.read('user:robin@example.com')).lines).toEqual([]);
    expect(await tablet.items()).toEqual([]);
    const robinsCart = shop.cart;

    shop.cart = { items: [], version: 0 };
    await tablet.signIn('sasha@example.com');
    expect(await tablet.items()).toEqual([]);
    expect(tablet.count()).toBe('0 user:sasha@example.com');
    await tablet.signOut();

    shop.cart = robinsCart;
    await tablet.signIn('robin@example.com');
    expect(await tablet.items()).toEqual([{ productId: 'roller', quantity: 2 }]);
  });

  it('keeps changes the server has not had for their owner’s next sign-in, hidden from everyone else', async () => {
    const tablet = await device();
    await tablet.signIn('robin@example.com');
    shop.online = false;
    await tablet.add('ladder', 1);
    await tablet.signOut();
    expect(await tablet.items()).toEqual([]);
    expect((await tablet.read('user:robin@example.com')).lines).toHaveLength(1);

    shop.online = true;
    await tablet.signIn('sasha@example.com');
    expect(await tablet.items()).toEqual([]);
    expect(shop.saves).toEqual([]);
    await tablet.signOut();

    await tablet.signIn('robin@example.com');
    expect(await tablet.items()).toEqual([{ productId: 'ladder', quantity: 1 }]);
    expect(shop.cart.items).toEqual([{ productId: 'ladder', quantity: 1 }]);
  });
});

describe('the server’s copy and its version', () => {
  it('on a conflict keeps this device’s changed lines over the server’s and saves again on the new version', async () => {
    const phone = await device();
    await phone.signIn('robin@example.com');
    await phone.add('roller', 2);
    await phone.add('tape', 2);
    await phone.syncCart({ read: false });
    expect(shop.cart.version).toBe(1);

    // Another device raises the tape and adds a brush; this one, offline, raises the roller.
    shop.cart = {
      items: [
        { productId: 'roller', quantity: 2 },
        { productId: 'tape', quantity: 9 },
        { productId: 'brush', quantity: 3 },
      ],
      version: 2,
    };
    await phone.add('roller', 3);
    await phone.syncCart({ read: false });

    expect(shop.saves.map((save) => save.version)).toEqual([0, 1, 2]);
    expect(shop.cart).toEqual({
      items: [
        { productId: 'roller', quantity: 5 },
        { productId: 'tape', quantity: 9 },
        { productId: 'brush', quantity: 3 },
      ],
      version: 3,
    });
    expect(await phone.items()).toEqual(shop.cart.items);
    expect((await phone.read('user:robin@example.com')).changed).toEqual({});
  });

  it('saves a change a moment after it, as one save for a few quick changes', async () => {
    const phone = await device();
    await phone.signIn('robin@example.com');
    await phone.add('roller', 2);
    await phone.add('roller', 1);
    expect(shop.saves).toEqual([]);
    vi.advanceTimersByTime(800);
    await phone.syncCart({ read: false });
    expect(shop.saves).toEqual([{ items: [{ productId: 'roller', quantity: 3 }], version: 0 }]);
  });

  it('waits offline, and saves what changed once a sync runs online', async () => {
    const phone = await device();
    await phone.signIn('robin@example.com');
    shop.online = false;
    await phone.add('roller', 2);
    await phone.syncCart({ read: true });
    expect(shop.saves).toEqual([]);
    shop.online = true;
    await phone.syncCart({ read: true });
    expect(shop.cart).toEqual({ items: [{ productId: 'roller', quantity: 2 }], version: 1 });
  });
});
