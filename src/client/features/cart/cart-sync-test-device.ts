import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Cart } from '@/shared/answers/orders';
import { MemoryStorage } from '@/client/test/memory-storage';
import type { SeenTool } from './cart-lines';

/*
 * Devices for the tests of the cart's sync: each its own storage with the app's modules loaded afresh, against
 * one server's cart that the tests set and read (`shop`), with what the app said kept in `shop.said`.
 */

/**
 * `racing`: another device saves just before each of this one's saves; `refusing`: the server refuses every
 * save with this status and words.
 */
type Shop = {
  cart: Cart;
  saves: Cart[];
  online: boolean;
  said: string[];
  racing?: boolean;
  refusing?: { status: number; message: string };
};

/**
 * The server's cart of the one user these tests sign in, as another device may have left it. Kept on the
 * global object: the mocks below are made before this module's own bindings, and every device loads the
 * app's modules afresh.
 */
export const shop: Shop = ((globalThis as { cartSyncShop?: Shop }).cartSyncShop ??= {
  cart: { items: [], version: 0 },
  saves: [],
  online: true,
  said: [],
});
const theShop = () => (globalThis as unknown as { cartSyncShop: Shop }).cartSyncShop;

vi.mock('./api/get-cart', () => ({ getCart: vi.fn(async () => structuredClone(theShop().cart)) }));
vi.mock('./api/save-cart', () => ({
  saveCart: vi.fn(async ({ items, version }: Cart) => {
    theShop().saves.push({ items, version });
    // The app's modules are loaded afresh for each device: the refusal is of this device's kind.
    const { ApiError } = await import('@/client/lib/api-client');
    const { racing, refusing } = theShop();
    if (refusing) throw new ApiError(refusing.status, 'invalid', refusing.message);
    if (racing) theShop().cart = { ...theShop().cart, version: theShop().cart.version + 1 };
    if (version !== theShop().cart.version) throw new ApiError(409, 'conflict', 'The cart changed elsewhere.');
    theShop().cart = { items, version: version + 1 };
    return structuredClone(theShop().cart);
  }),
}));
vi.mock('@/client/lib/connection', () => ({
  connection: { online: () => theShop().online, onReconnect: () => () => {}, subscribe: () => () => {} },
}));
vi.mock('@/client/lib/toast', () => ({
  toast: {
    success: (words: string) => theShop().said.push(words),
    error: (words: string) => theShop().said.push(words),
  },
}));

export const tool = (name: string, overrides: Partial<SeenTool> = {}): SeenTool => ({
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
export async function device() {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('indexedDB', new IDBFactory());
  const { sessionStore } = await import('@/client/lib/auth/session');
  const { cartStore, currentCartOwner } = await import('./app-cart');
  const { changeCart, syncCart } = await import('./cart-sync');
  const { cartFollowsSession } = await import('./cart-session');
  const { addToCart } = await import('./cart-lines');
  const { serverItems } = await import('./cart-server-copy');
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
    changeCart,
  };
}

beforeEach(() => {
  // A save a moment after a change is run by the test itself, never by a timer left to a later test.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Object.assign(shop, { cart: { items: [], version: 0 }, saves: [], online: true, said: [] });
  delete shop.racing;
  delete shop.refusing;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
