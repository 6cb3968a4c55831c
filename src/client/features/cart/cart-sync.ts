import { maxCartLines } from '@/shared/schemas/order';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/auth/session';
import { connection } from '@/client/lib/connection';
import { toast } from '@/client/lib/toast';
import { getCart } from './api/get-cart';
import { saveCart } from './api/save-cart';
import { cartOwner } from './cart-count';
import { type CartRecord, emptyCart, type Merged, mergeInto } from './cart-lines';
import { hasUnsavedChanges, markSaved, serverItems, takeServerCart } from './cart-server-copy';
import { mergeWords, unsavedWords } from './cart-words';
import { cartStore, currentCartOwner } from './app-cart';

/**
 * A signed-in person's cart is kept on the server too, so that it follows them to another device. The
 * server's copy is read at sign-in, at start and whenever the connection returns; what this device
 * changes is saved a moment later, or when the connection returns. Saving names the version it was based
 * on: when another device saved since (409), the server's cart is read again and this device's changed
 * lines are kept over it, the rest taken from it, and saved again; when the server's version went back (a
 * restore), it becomes the base with every line of this device kept. A save that cannot be made (a cart
 * over what one order takes, a refusal, another device saving again and again) is said, and kept on the
 * cart for its page to say until a save succeeds. The visitor's cart (made signed out on this device) joins
 * the signed-in person's once their cart has been read from the server.
 */

/** How long after a change its save waits, so that a few taps on a quantity make one save. */
const saveDelayMs = 800;
/** Saves raced by other devices in a row before this one stops and says so, until the next change. */
const maxConflicts = 3;

let queue: Promise<void> = Promise.resolve();
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Brings this device's cart and the server's together, for whoever is signed in: one run at a time in
 * this tab, each after the one before. `read`: read the server's cart first (else only save what changed).
 */
export function syncCart({ read }: { read: boolean }): Promise<void> {
  const run = queue.then(() => syncOnce(read));
  queue = run.catch(() => {});
  return run;
}

async function syncOnce(readFirst: boolean) {
  const email = sessionStore.get()?.email;
  if (!email || !connection.online()) return;
  const owner = cartOwner(email);
  let mustRead = readFirst;
  let refused = false;
  for (let conflicts = 0; conflicts <= maxConflicts; conflicts += 1) {
    if (mustRead) {
      const server = await getCart();
      // Someone else signed in meanwhile: this answer is not theirs.
      if (currentCartOwner() !== owner) return;
      const merged = await takeInto(owner, server, refused);
      if (merged) toast.success(mergeWords(merged));
    }
    const record = await cartStore.read(owner);
    if (!hasUnsavedChanges(record)) return;
    if (record.lines.length > maxCartLines)
      return couldNotSave(owner, `it holds ${record.lines.length} tools and an account’s cart holds ${maxCartLines}`);
    const sent = { ...record.changed };
    try {
      const saved = await saveCart({ items: serverItems(record), version: record.version });
      await cartStore.change(owner, (latest) => markSaved(latest, sent, saved.version));
      return;
    } catch (error) {
      // No answer: the cart stays as it is, and is saved when the connection returns.
      if (!(error instanceof ApiError)) throw error;
      if (error.status !== 409) return couldNotSave(owner, getErrorMessage(error));
      mustRead = true;
      refused = true;
    }
  }
  await couldNotSave(owner, 'it kept changing on another device while this one saved it');
}

/** Says once that the cart could not be saved, and keeps why on the cart for its page, until a save succeeds. */
async function couldNotSave(owner: string, why: string) {
  let told = false;
  await cartStore.change(owner, (record) => {
    told = record.unsaved !== undefined;
    return record.unsaved === why ? record : { ...record, unsaved: why };
  });
  if (!told) toast.error(unsavedWords(why));
}

/** The server's cart taken into `owner`'s, then the visitor's lines added to it, in one transaction. */
function takeInto(owner: string, server: Parameters<typeof takeServerCart>[1], refused: boolean) {
  return cartStore.changeAll(
    [owner, 'visitor'],
    ([mine, visitor]: CartRecord[]): {
      records: CartRecord[];
      result: Merged | undefined;
    } => {
      const taken = takeServerCart(mine!, server, { refused });
      if (visitor!.lines.length === 0) return { records: [taken, visitor!], result: undefined };
      const merged = mergeInto(taken, visitor!.lines);
      return { records: [merged.record, emptyCart('visitor')], result: merged };
    },
  );
}

/** A change the person made: saved to the server a moment later, if they are signed in and online. */
export function saveSoon() {
  clearTimeout(saveTimer);
  if (!sessionStore.get()) return;
  saveTimer = setTimeout(() => void syncCart({ read: false }).catch(() => {}), saveDelayMs);
}

/** The current person's cart, changed by them. */
export async function changeCart(change: (record: CartRecord) => CartRecord): Promise<CartRecord> {
  const record = await cartStore.change(currentCartOwner(), change);
  saveSoon();
  return record;
}

let started = false;

/** Reads the server's cart whenever the connection returns; once per page. */
export function followConnection() {
  if (started) return;
  started = true;
  connection.onReconnect(() => void syncCart({ read: true }).catch(() => {}));
}
