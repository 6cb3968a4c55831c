import { useEffect, useState } from 'react';
import { useSession } from '@/client/lib/auth/session';
import { cartOwner } from './cart-count';
import type { CartRecord } from './cart-lines';
import { cartStore, countCurrentCart } from './app-cart';

/** The cart of the person on this device now, kept current (changes here and in other tabs); undefined while read. */
export function useCart(): CartRecord | undefined {
  const owner = cartOwner(useSession()?.email);
  const [record, setRecord] = useState<CartRecord>();
  useEffect(() => {
    let stopped = false;
    const load = () => void cartStore.read(owner).then((read) => !stopped && setRecord(read));
    load();
    // The header's count, set again from the cart itself (the browser may have cleared one and not the other).
    void countCurrentCart();
    const unsubscribe = cartStore.subscribe(load);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [owner]);
  // Never another person's cart, for the moment between a change of user and the read of the new one.
  return record?.owner === owner ? record : undefined;
}
