import { maxCartLines, maxOrderQuantity } from '@/shared/schemas/order';

/**
 * A cart as the device keeps it, and every change to it, as pure functions: what one person put in it, and
 * what was last seen of each tool, so that it shows and totals offline. How it meets the server's copy is in
 * cart-server-copy.ts.
 */

/** What was last seen of a tool: enough to show the line and check its quantity without the network. */
export type SeenTool = {
  name: string;
  img: string;
  priceCents: number;
  minOrderQuantity: number;
  /** Stock. */
  orderQuantity: number;
  /** When the shop produced what was seen, on this device's clock. */
  seenAt: number;
};

/** A tool in the cart; `seen` is missing for a line another device added, until the catalogue is seen here. */
export type CartLine = { productId: string; quantity: number; seen?: SeenTool };

export type CartRecord = {
  /** Whose cart: `visitor`, or `user:<email>` (see cart-owner.ts). */
  owner: string;
  lines: CartLine[];
  /** The server's version the lines were last agreed on (0: never; visitors have none). */
  version: number;
  /** The tools whose line this device changed (or removed) since then, each with the change's stamp. */
  changed: Record<string, number>;
  /** Raised by every change, so that a change made while a save was under way is told from the one saved. */
  stamp: number;
  /** Why the last save to the account failed, until one succeeds: the cart page says so. */
  unsaved?: string;
};

export const emptyCart = (owner: string): CartRecord => ({ owner, lines: [], version: 0, changed: {}, stamp: 0 });

/** The most of a tool a line may hold: its stock as last seen, when it was seen. */
const stockOf = (line: CartLine) => line.seen?.orderQuantity ?? Number.POSITIVE_INFINITY;

/** The record with `lines`, each of `touched` marked as changed on this device. */
function withLines(record: CartRecord, lines: CartLine[], touched: string[]): CartRecord {
  const stamp = record.stamp + 1;
  const changed = { ...record.changed };
  for (const productId of touched) changed[productId] = stamp;
  return { ...record, lines, changed, stamp };
}

const newer = (one: SeenTool | undefined, other: SeenTool | undefined) =>
  !one || (other && other.seenAt > one.seenAt) ? other : one;

export type Added =
  | { result: 'added'; quantity: number; capped: boolean }
  | { result: 'at_stock' | 'out_of_stock' | 'full'; quantity: number };

/**
 * Adds `quantity` of a tool (at least its minimum) to its line, never above its stock as last seen. A
 * tool out of stock, or a new tool in a full cart, is not added.
 */
export function addToCart(
  record: CartRecord,
  productId: string,
  seen: SeenTool,
  quantity: number,
): { record: CartRecord; added: Added } {
  const line = record.lines.find((candidate) => candidate.productId === productId);
  const had = line?.quantity ?? 0;
  const stock = seen.orderQuantity;
  if (stock < seen.minOrderQuantity || stock === 0) return { record, added: { result: 'out_of_stock', quantity: had } };
  if (!line && record.lines.length >= maxCartLines) return { record, added: { result: 'full', quantity: 0 } };
  if (had >= stock) return { record, added: { result: 'at_stock', quantity: had } };
  const wanted = Math.max(had + quantity, seen.minOrderQuantity);
  const next = Math.min(wanted, stock);
  const updated = { productId, quantity: next, seen: newer(line?.seen, seen) };
  const lines = line
    ? record.lines.map((candidate) => (candidate === line ? updated : candidate))
    : [...record.lines, updated];
  return {
    record: withLines(record, lines, [productId]),
    added: { result: 'added', quantity: next, capped: next < wanted },
  };
}

/** A line's new quantity, kept within its minimum and stock as last seen. */
export function setQuantity(record: CartRecord, productId: string, quantity: number): CartRecord {
  const line = record.lines.find((candidate) => candidate.productId === productId);
  if (!line || !Number.isInteger(quantity)) return record;
  const next = Math.max(Math.min(quantity, stockOf(line), maxOrderQuantity), line.seen?.minOrderQuantity ?? 1, 1);
  if (next === line.quantity) return record;
  const lines = record.lines.map((candidate) => (candidate === line ? { ...line, quantity: next } : candidate));
  return withLines(record, lines, [productId]);
}

export function removeLine(record: CartRecord, productId: string): CartRecord {
  if (!record.lines.some((line) => line.productId === productId)) return record;
  return withLines(
    record,
    record.lines.filter((line) => line.productId !== productId),
    [productId],
  );
}

/**
 * What was ordered taken out of the cart: each ordered tool's quantity, and only that, so a line added or
 * raised meanwhile (in another tab, or from another device) stays with what the order did not take.
 */
export function orderedOut(record: CartRecord, ordered: { productId: string; quantity: number }[]): CartRecord {
  const taken = new Map(ordered.map((line) => [line.productId, line.quantity]));
  const lines = record.lines.flatMap((line) => {
    const left = line.quantity - (taken.get(line.productId) ?? 0);
    return left === line.quantity ? [line] : left > 0 ? [{ ...line, quantity: left }] : [];
  });
  const touched = record.lines.filter((line) => taken.has(line.productId)).map((line) => line.productId);
  return touched.length === 0 ? record : withLines(record, lines, touched);
}

/**
 * What was learnt of the tools: each line's `seen` replaced by a newer sighting (the checkout's), or only
 * where it had none (`onlyUnseen`: a line another device added, once the catalogue is seen here).
 */
export function seenAgain(
  record: CartRecord,
  tools: ReadonlyMap<string, SeenTool>,
  { onlyUnseen = false } = {},
): CartRecord {
  const lines = record.lines.map((line) => {
    const seen = onlyUnseen && line.seen ? line.seen : newer(line.seen, tools.get(line.productId));
    return seen === line.seen ? line : { ...line, seen };
  });
  return lines.every((line, index) => line === record.lines[index]) ? record : { ...record, lines };
}

export type Merged = {
  record: CartRecord;
  /** Names (or ids, for a tool never seen here) of the tools added or raised. */
  added: string[];
  /** Those whose quantity was held to the stock last seen. */
  capped: string[];
  /** Those that did not fit: a cart holds at most `maxCartLines` tools. */
  left: string[];
};

const nameOf = (line: CartLine) => line.seen?.name ?? 'A tool';

/**
 * The visitor's lines added into a signed-in person's cart: quantities added up, each held to its stock
 * as last seen (by the newer of the two sightings).
 */
export function mergeInto(record: CartRecord, visitorLines: CartLine[]): Merged {
  const lines = [...record.lines];
  const merged: Omit<Merged, 'record'> = { added: [], capped: [], left: [] };
  const touched: string[] = [];
  for (const incoming of visitorLines) {
    const index = lines.findIndex((line) => line.productId === incoming.productId);
    const known = lines[index];
    if (!known && lines.length >= maxCartLines) {
      merged.left.push(nameOf(incoming));
      continue;
    }
    touched.push(incoming.productId);
    const seen = newer(known?.seen, incoming.seen);
    const wanted = (known?.quantity ?? 0) + incoming.quantity;
    const quantity = Math.min(wanted, seen?.orderQuantity ?? wanted);
    const line = { productId: incoming.productId, quantity: Math.max(quantity, 1), seen };
    if (known) lines[index] = line;
    else lines.push(line);
    merged.added.push(nameOf(line));
    if (quantity < wanted) merged.capped.push(nameOf(line));
  }
  return { record: withLines(record, lines, touched), ...merged };
}

/** The total of the lines whose price was seen, in cents. */
export const totalCents = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + (line.seen ? line.seen.priceCents * line.quantity : 0), 0);

/** When the oldest price shown was seen. */
export function oldestSeenAt(lines: CartLine[]): number | undefined {
  const times = lines.flatMap((line) => (line.seen ? [line.seen.seenAt] : []));
  return times.length > 0 ? Math.min(...times) : undefined;
}
