import { dollarsToCents } from '@/shared/money';
import { toast } from '@/client/lib/toast';
import { addToCart, type SeenTool } from './cart-lines';
import { changeCart } from './cart-sync';
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
 * Puts a tool in the cart, at least its minimum and never above its stock as last seen, and says what
 * was done. `seenAt`: when the shop produced the tool as shown.
 */
export async function addToCartAndSay(tool: ShownTool, seenAt: number, quantity: number) {
  let before = 0;
  let result: ReturnType<typeof addToCart>['added'] | undefined;
  await changeCart((record) => {
    before = record.lines.find((line) => line.productId === tool._id)?.quantity ?? 0;
    const changed = addToCart(record, tool._id, seenTool(tool, seenAt), quantity);
    result = changed.added;
    return changed.record;
  });
  const { ok, words } = addedWords(tool.name, result!, before);
  if (ok) toast.success(words);
  else toast.error(words);
}
