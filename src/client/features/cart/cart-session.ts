import { hasUnsavedChanges } from './cart-server-copy';
import { cartStore, countCurrentCart, currentCartOwner } from './app-cart';
import { followConnection, syncCart } from './cart-sync';

/**
 * Whose cart is on the device, as people sign in and out. Like the rest of a person's data, a signed-in
 * person's cart leaves the device with their session: it is on the server, and comes back at their next
 * sign-in, here or anywhere. Only changes the server has not had yet (made offline, say) stay, under
 * their owner, never shown to anyone else, and are saved at that person's next sign-in here. The
 * visitor's cart stays for the visitor, until someone signs in: then it joins that person's cart.
 */

/** Forgets the signed-in carts of everyone but `keep` that the server holds whole. */
async function forgetSavedCarts(keep: string) {
  for (const owner of await cartStore.owners()) {
    if (owner === keep || owner === 'visitor') continue;
    if (!hasUnsavedChanges(await cartStore.read(owner))) await cartStore.remove(owner);
  }
}

/**
 * Brings the device's carts in line with who is signed in now: at start, and whenever someone signs in or
 * out (here or in another tab). The header counts the right cart, the carts of people no longer signed in
 * that the server holds whole go, and a signed-in person's cart is brought together with the server's.
 */
export async function cartFollowsSession() {
  const owner = currentCartOwner();
  await countCurrentCart();
  await forgetSavedCarts(owner);
  if (owner === 'visitor') return;
  followConnection();
  await syncCart({ read: true }).catch(() => {});
}
