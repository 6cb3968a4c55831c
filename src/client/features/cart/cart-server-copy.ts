import type { Cart } from '@/shared/answers/orders';
import type { CartLine, CartRecord } from './cart-lines';

/*
 * A signed-in person's cart against the server's copy (`Cart`: tools and quantities, with a version), as pure
 * functions: what the device changed since it last agreed with the server is remembered per tool, so that a
 * conflict keeps this device's changes and takes the server's word for the rest.
 */

/**
 * The server's cart taken in: a line this device changed since the last agreement keeps this device's
 * quantity (or stays removed); every other line is the server's, all of them, however many (a cart over what
 * one order takes is said so on the cart page, never cut short). The version becomes the server's, so that
 * this device's changes can be saved over it. `refused`: the server refused this device's save on its version.
 */
export function takeServerCart(record: CartRecord, server: Cart, { refused = false } = {}): CartRecord {
  if (server.version < record.version) {
    // An answer older than what this device agreed on is no news (another tab saved since), unless the shop
    // refused a save on that version: then its cart went back (a restore). Its version becomes the base, and
    // every line of this device is kept over it, as this device's change, so nothing of either is lost.
    if (!refused) return record;
    const changed = { ...record.changed };
    for (const line of record.lines) changed[line.productId] ??= record.stamp;
    record = { ...record, changed };
  }
  const ours = new Map(record.lines.map((line) => [line.productId, line]));
  const theirs = new Map(server.items.map((item) => [item.productId, item.quantity]));
  const keep = (productId: string) => productId in record.changed;
  const lines: CartLine[] = [];
  for (const line of record.lines) {
    if (keep(line.productId)) lines.push(line);
    else if (theirs.has(line.productId)) lines.push({ ...line, quantity: theirs.get(line.productId)! });
  }
  for (const { productId, quantity } of server.items)
    if (!ours.has(productId) && !keep(productId)) lines.push({ productId, quantity });
  return { ...record, lines, version: server.version };
}

/** The changes sent, now saved as `version`; changes made meanwhile stay to be sent. A saved cart has no trouble. */
export function markSaved(record: CartRecord, sent: Record<string, number>, version: number): CartRecord {
  const changed = Object.fromEntries(Object.entries(record.changed).filter(([id, stamp]) => sent[id] !== stamp));
  const { unsaved: _unsaved, ...saved } = record;
  return { ...saved, version, changed };
}

export const hasUnsavedChanges = (record: CartRecord) => Object.keys(record.changed).length > 0;

export const serverItems = (record: CartRecord): Cart['items'] =>
  record.lines.map(({ productId, quantity }) => ({ productId, quantity }));
