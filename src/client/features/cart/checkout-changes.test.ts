import { describe, expect, it } from 'vitest';
import type { SeenTool } from './cart-lines';
import { lineChanges } from './checkout-changes';

const tool = (overrides: Partial<SeenTool> = {}): SeenTool => ({
  name: 'Step Ladder',
  img: '/images/tools/step-ladder.svg',
  priceCents: 11900,
  minOrderQuantity: 1,
  orderQuantity: 30,
  seenAt: 0,
  ...overrides,
});
const line = (quantity: number) => ({ productId: 'ladder', quantity });

describe('what changed of a cart line by checkout', () => {
  it('says a price went up or down, without holding the order back', () => {
    expect(lineChanges(line(2), tool(), tool({ priceCents: 12900 }))).toEqual([
      { words: 'Price up from $119.00 to $129.00 since you added it.', blocks: false },
    ]);
    expect(lineChanges(line(2), tool(), tool({ priceCents: 9900 }))[0]!.words).toMatch(/^Price down from \$119\.00/);
    expect(lineChanges(line(2), tool(), tool())).toEqual([]);
  });

  it('holds the order back for less stock than the quantity, a tool out of stock or retired, a raised minimum', () => {
    expect(lineChanges(line(5), tool(), tool({ orderQuantity: 3 }))).toEqual([
      { words: 'Only 3 left in stock: lower the quantity or remove it.', blocks: true },
    ]);
    expect(lineChanges(line(1), tool(), tool({ orderQuantity: 0 }))[0]!.blocks).toBe(true);
    expect(lineChanges(line(1), tool(), undefined)).toEqual([
      { words: 'Step Ladder is no longer sold: remove it to order the rest.', blocks: true },
    ]);
    expect(lineChanges(line(1), tool(), tool({ minOrderQuantity: 2 }))[0]!.words).toBe(
      'Now sold from 2 at a time: raise the quantity or remove it.',
    );
  });
});
