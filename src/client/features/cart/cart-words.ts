import { maxCartLines } from '@/shared/schemas/order';
import type { Added, Merged } from './cart-lines';

const tools = (count: number) => (count === 1 ? '1 tool' : `${count} tools`);
const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What a sign-in did with the cart made before it, said plainly. */
export function mergeWords({ added, capped, left }: Merged): string {
  const words = [
    added.length > 0 &&
      `${tools(added.length)} from before you signed in ${added.length === 1 ? 'was' : 'were'} added to your cart.`,
    capped.length > 0 && `The quantity of ${list(capped)} was capped at the stock last seen.`,
    left.length > 0 &&
      `${list(left)} did not fit: a cart holds at most ${maxCartLines} different tools, so ${left.length === 1 ? 'it was' : 'they were'} left out.`,
  ];
  return words.filter(Boolean).join(' ');
}

/** Why the cart is not saved to the account, and that nothing of it is lost. */
export const unsavedWords = (why: string) =>
  `Your cart could not be saved to your account: ${why}. It is kept on this device and saved with your next change, or when the connection returns.`;

/** A cart holding more tools than one order takes (the account's cart, after a restore): nothing is cut. */
export const overLimitWords = (count: number) =>
  `Your cart holds ${count} different tools; one order takes at most ${maxCartLines}. Remove ${count - maxCartLines} to check out — nothing was taken out for you.`;

/** What adding a tool did, said plainly. */
export function addedWords(name: string, added: Added, before: number): { ok: boolean; words: string } {
  switch (added.result) {
    case 'out_of_stock':
      return { ok: false, words: `${name} is out of stock, so it was not added.` };
    case 'full':
      return { ok: false, words: `Your cart holds ${maxCartLines} different tools, the most one order takes.` };
    case 'at_stock':
      return { ok: false, words: `Your cart already holds all ${added.quantity} of ${name} in stock as last seen.` };
    case 'added':
      if (added.capped)
        return {
          ok: true,
          words: `Only ${added.quantity} of ${name} in stock as last seen: your cart holds ${added.quantity}.`,
        };
      return {
        ok: true,
        words:
          before === 0
            ? `Added ${added.quantity} × ${name} to your cart.`
            : `${name}: ${added.quantity} in your cart now.`,
      };
  }
}
