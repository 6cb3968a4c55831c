import { sessionStore } from '@/client/lib/auth/session';
import { cartCount, cartOwner } from './cart-count';
import { deviceDatabases } from '@/client/lib/device-store/database-names';
import { createCartStore } from './cart-store';

/** The person on this device now: the cart shown and changed is theirs alone. */
export const currentCartOwner = () => cartOwner(sessionStore.get()?.email);

/** The app's carts; every change of the current person's is mirrored for the header's count. */
export const cartStore = createCartStore(deviceDatabases.carts, {
  onChanged: (record) => {
    if (record.owner === currentCartOwner()) cartCount.set(record.owner, record.lines.length);
  },
});

/** The header counts the cart of whoever is on the device now, read afresh (after a change of user, say). */
export async function countCurrentCart() {
  const owner = currentCartOwner();
  const record = await cartStore.read(owner);
  if (owner === currentCartOwner()) cartCount.set(owner, record.lines.length);
}
