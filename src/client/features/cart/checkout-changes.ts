import { centsToDollars, formatDollars } from '@/shared/money';
import type { CartLine, SeenTool } from './cart-lines';

/** What the checkout found of a line against the shop's tools now; `blocks`: it cannot be ordered so. */
export type LineChange = { words: string; blocks: boolean };

const dollars = (cents: number) => formatDollars(centsToDollars(cents));

/**
 * What changed of a line since the cart was filled (`before`: the tool as the cart had last seen it), and
 * what keeps it from being ordered now (`now`: the tool as the shop has it, undefined when no longer sold).
 */
export function lineChanges(line: CartLine, before: SeenTool | undefined, now: SeenTool | undefined): LineChange[] {
  if (!now)
    return [{ words: `${before?.name ?? 'This tool'} is no longer sold: remove it to order the rest.`, blocks: true }];
  const changes: LineChange[] = [];
  if (before && before.priceCents !== now.priceCents)
    changes.push({
      words: `Price ${now.priceCents > before.priceCents ? 'up' : 'down'} from ${dollars(before.priceCents)} to ${dollars(now.priceCents)} since you added it.`,
      blocks: false,
    });
  if (now.orderQuantity === 0 || now.orderQuantity < now.minOrderQuantity)
    changes.push({ words: `${now.name} is out of stock now: remove it to order the rest.`, blocks: true });
  else if (line.quantity > now.orderQuantity)
    changes.push({ words: `Only ${now.orderQuantity} left in stock: lower the quantity or remove it.`, blocks: true });
  if (line.quantity < now.minOrderQuantity)
    changes.push({
      words: `Now sold from ${now.minOrderQuantity} at a time: raise the quantity or remove it.`,
      blocks: true,
    });
  return changes;
}

/** What the shop said of a line when the order was tried, for the quantity it was tried with. */
export type TriedLine = { quantity: number; message: string };

/**
 * Each line's changes, the shop's own word on a line from the last try (while its quantity is still the
 * one tried, and nothing here says so already), and whether anything holds the order back.
 */
export function reviewLines(
  lines: CartLine[],
  before: ReadonlyMap<string, SeenTool | undefined>,
  now: ReadonlyMap<string, SeenTool>,
  tried: ReadonlyMap<string, TriedLine>,
) {
  const changes = new Map<string, LineChange[]>();
  for (const line of lines) {
    const found = lineChanges(line, before.get(line.productId) ?? line.seen, now.get(line.productId));
    const shop = tried.get(line.productId);
    if (shop && shop.quantity === line.quantity && !found.some((change) => change.blocks))
      found.push({ words: shop.message, blocks: true });
    changes.set(line.productId, found);
  }
  const blocked = [...changes.values()].some((found) => found.some((change) => change.blocks));
  return { changes, blocked };
}
