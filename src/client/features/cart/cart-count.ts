import { useSyncExternalStore } from 'react';
import { useSession } from '@/client/lib/auth/session';

/**
 * How many tools are in the cart of the person on this device, for the header on every page: a mirror of
 * the cart in `localStorage`, written with every change of the cart, so that reading it needs neither
 * IndexedDB nor the cart's own code (which loads only when the cart is used). It names its owner: anyone
 * else signed in reads 0 until their own cart is counted.
 */
const countKey = 'brushwork.cartCount';

/** Whose cart: the visitor's, or one signed-in user's. */
export const cartOwner = (email: string | undefined) => (email ? `user:${email.toLowerCase()}` : 'visitor');

const listeners = new Set<() => void>();
const read = () => localStorage.getItem(countKey) ?? '';

export const cartCount = {
  set(owner: string, count: number) {
    try {
      localStorage.setItem(countKey, `${count} ${owner}`);
    } catch {
      // Storage refused (full, or private browsing): the header shows no count; the cart itself is kept.
    }
    listeners.forEach((listener) => listener());
  },
  /** This tab's changes, and another tab's (a storage event). */
  subscribe(listener: () => void) {
    listeners.add(listener);
    addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      removeEventListener('storage', listener);
    };
  },
};

export function useCartCount(): number {
  const owner = cartOwner(useSession()?.email);
  const [count, of] = useSyncExternalStore(cartCount.subscribe, read, () => '').split(' ');
  return of === owner ? Number(count) : 0;
}
