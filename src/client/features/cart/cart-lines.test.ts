import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, mergeInto, orderedOut, removeLine, setQuantity, totalCents } from './cart-lines';
import { serverItems } from './cart-server-copy';
import { seen, withTools } from './cart-test-data';
import { mergeWords } from './cart-words';

describe('adding to a cart', () => {
  it('adds at least the minimum, adds up on a second add, and never goes above the stock last seen', () => {
    let cart = emptyCart('visitor');
    const first = addToCart(cart, 'roller', seen(), 1);
    expect(first.added).toEqual({ result: 'added', quantity: 2, capped: false });
    cart = first.record;
    const second = addToCart(cart, 'roller', seen(), 5);
    expect(second.added).toEqual({ result: 'added', quantity: 7, capped: false });
    const third = addToCart(second.record, 'roller', seen(), 5);
    expect(third.added).toEqual({ result: 'added', quantity: 10, capped: true });
    expect(addToCart(third.record, 'roller', seen(), 1).added).toEqual({ result: 'at_stock', quantity: 10 });
    expect(third.record.lines).toHaveLength(1);
  });

  it('refuses a tool out of stock, or below its minimum in stock, and a new tool in a full cart', () => {
    expect(addToCart(emptyCart('visitor'), 'a', seen({ orderQuantity: 0 }), 1).added.result).toBe('out_of_stock');
    expect(addToCart(emptyCart('visitor'), 'a', seen({ orderQuantity: 1 }), 1).added.result).toBe('out_of_stock');
    const full = withTools(
      'visitor',
      ...Array.from({ length: 30 }, (_, index) => [`t${index}`, 2] as [string, number]),
    );
    expect(addToCart(full, 'one-more', seen(), 2).added.result).toBe('full');
    expect(addToCart(full, 't3', seen(), 2).added.result).toBe('added');
  });

  it('keeps quantities between the minimum and the stock last seen, and totals in cents', () => {
    let cart = withTools('visitor', ['roller', 2], ['tape', 1, { priceCents: 1199, minOrderQuantity: 1 }]);
    cart = setQuantity(cart, 'roller', 50);
    expect(cart.lines[0]!.quantity).toBe(10);
    cart = setQuantity(cart, 'roller', 1);
    expect(cart.lines[0]!.quantity).toBe(2);
    expect(totalCents(cart.lines)).toBe(2 * 2450 + 1199);
    cart = removeLine(cart, 'roller');
    expect(serverItems(cart)).toEqual([{ productId: 'tape', quantity: 1 }]);
  });

  it('marks each change for the server', () => {
    const cart = withTools('user:a@x.test', ['roller', 2]);
    expect(Object.keys(cart.changed)).toEqual(['roller']);
    expect(Object.keys(setQuantity(cart, 'roller', 3).changed)).toEqual(['roller']);
  });

  it('takes out only what an order took: a line added or raised meanwhile keeps the rest', () => {
    // Ordered: 2 rollers and 3 tapes. Meanwhile another tab raised the rollers to 5 and added a pole.
    const cart = withTools('user:a@x.test', ['roller', 5], ['tape', 3], ['pole', 2]);
    const after = orderedOut(cart, [
      { productId: 'roller', quantity: 2 },
      { productId: 'tape', quantity: 3 },
    ]);
    expect(serverItems(after)).toEqual([
      { productId: 'roller', quantity: 3 },
      { productId: 'pole', quantity: 2 },
    ]);
    expect(after.changed).toMatchObject({ roller: after.stamp, tape: after.stamp });
    expect(orderedOut(cart, [{ productId: 'brush', quantity: 1 }])).toBe(cart);
  });
});

describe('a visitor’s cart joining a signed-in person’s', () => {
  it('adds quantities up, caps them at the newer stock seen, and says so', () => {
    const mine = withTools('user:a@x.test', ['roller', 6, { seenAt: 5000, orderQuantity: 8 }]);
    const visitor = withTools(
      'visitor',
      ['roller', 4, { seenAt: 1000 }],
      ['tape', 1, { name: 'Tape', minOrderQuantity: 1 }],
    );
    const merged = mergeInto(mine, visitor.lines);
    expect(serverItems(merged.record)).toEqual([
      { productId: 'roller', quantity: 8 },
      { productId: 'tape', quantity: 1 },
    ]);
    expect(merged.capped).toEqual(['Roller Kit']);
    expect(Object.keys(merged.record.changed).sort()).toEqual(['roller', 'tape']);
    expect(mergeWords(merged)).toBe(
      '2 tools from before you signed in were added to your cart. The quantity of Roller Kit was capped at the stock last seen.',
    );
  });

  it('leaves out what does not fit a cart of 30 tools, and says so', () => {
    const mine = withTools('user:a@x.test', ...Array.from({ length: 29 }, (_, i) => [`t${i}`, 2] as [string, number]));
    const visitor = withTools('visitor', ['new-1', 2, { name: 'Ladder' }], ['new-2', 2, { name: 'Pole' }]);
    const merged = mergeInto(mine, visitor.lines);
    expect(merged.record.lines).toHaveLength(30);
    expect(merged.left).toEqual(['Pole']);
    expect(merged.record.changed).not.toHaveProperty('new-2');
    expect(mergeWords(merged)).toContain('Pole did not fit: a cart holds at most 30 different tools');
  });
});
