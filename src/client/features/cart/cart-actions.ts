import { dollarsToCents } from '@/shared/money';
import { toast } from '@/client/lib/toast';
import { addToCart, orderedOut, type SeenTool, seenAgain } from './cart-lines';
import { cartStore, currentCartOwner } from './app-cart';
import { changeCart, syncCart } from './cart-sync';
import { addedWords } from './cart-words';

/** A tool as a page shows it (the app's field names, the price in dollars). */
export type ShownTool = {
  _id: string;
  name: string;
  img: string;
  price: number;
  minOrderQuantity: number;
  orderQuantity: number;
};

export const seenTool = (tool: ShownTool, seenAt: number): SeenTool => ({
  name: tool.name,
  img: tool.img,
  priceCents: dollarsToCents(tool.price),
  minOrderQuantity: tool.minOrderQuantity,
  orderQuantity: tool.orderQuantity,
  seenAt,
});

/**
 * Puts a tool in the cart, at least its minimum and never above its stock as last seen, and says what was
 * done: a notice when it was added, and the words of a refusal for the button to show beside itself.
 * `seenAt`: when the shop produced the tool as shown.
 */
export async function addToCartAndSay(
  tool: ShownTool,
  seenAt: number,
  quantity: number,
): Promise<{ ok: boolean; words: string }> {
  let before = 0;
  let result: ReturnType<typeof addToCart>['added'] | undefined;
  try {
    await changeCart((record) => {
      before = record.lines.find((line) => line.productId === tool._id)?.quantity ?? 0;
      const changed = addToCart(record, tool._id, seenTool(tool, seenAt), quantity);
      result = changed.added;
      return changed.record;
    });
  } catch {
    return {
      ok: false,
      words: `${tool.name} was not added: this device could not keep the cart (its storage is full or unavailable).`,
    };
  }
  const said = addedWords(tool.name, result!, before);
  if (said.ok) toast.success(said.words);
  return said;
}

/** The catalogue as seen (`seenAt`): lines another device added, never seen here, get its name, picture and price. */
export function seeCatalogue(tools: ShownTool[], seenAt: number) {
  const seen = new Map(tools.map((tool) => [tool._id, seenTool(tool, seenAt)]));
  return cartStore.change(currentCartOwner(), (record) => seenAgain(record, seen, { onlyUnseen: true }));
}

/**
 * The tools as the shop has them now, taken into the cart's lines for checkout; answers what the lines
 * had seen before, to tell what changed since the cart was filled.
 */
export async function seeToolsNow(tools: ShownTool[], seenAt: number) {
  const now = new Map(tools.map((tool) => [tool._id, seenTool(tool, seenAt)]));
  const before = new Map<string, SeenTool | undefined>();
  await cartStore.change(currentCartOwner(), (record) => {
    for (const line of record.lines) before.set(line.productId, line.seen);
    return seenAgain(record, now);
  });
  return { now, before };
}

/**
 * The cart was ordered: what the order took (its lines, as the shop answered them) leaves the cart, here and at
 * once on the server; a line added or raised meanwhile keeps what the order did not take.
 */
export async function emptyOrderedCart(ordered: { productId: string; quantity: number }[]) {
  await changeCart((record) => orderedOut(record, ordered));
  await syncCart({ read: false }).catch(() => {});
}
