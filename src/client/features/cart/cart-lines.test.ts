import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartRecord,
  emptied,
  emptyCart,
  markSaved,
  mergeInto,
  removeLine,
  type SeenTool,
  serverItems,
  setQuantity,
  takeServerCart,
  totalCents,
} from './cart-lines';
import { mergeWords } from './cart-words';

const seen = (overrides: Partial<SeenTool> = {}): SeenTool => ({
  name: 'Roller Kit',
  img: '/images/tools/roller-kit.svg',
  priceCents: 2450,
  minOrderQuantity: 2,
  orderQuantity: 10,
  seenAt: 1000,
  ...overrides,
});

const withTools = (owner: string, ...tools: [string, number, Partial<SeenTool>?][]): CartRecord =>
  tools.reduce((record, [id, quantity, tool]) => addToCart(record, id, seen(tool), quantity).record, emptyCart(owner));

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
    const changed = setQuantity(cart, 'roller', 3);
    expect(Object.keys(emptied(changed).changed)).toEqual(['roller']);
    expect(emptied(changed).lines).toEqual([]);
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

describe('the server’s cart and this device’s changes', () => {
  it('keeps the lines this device changed since the last save and takes the server’s word for the rest', () => {
    let cart = withTools('user:a@x.test', ['roller', 2], ['tape', 2], ['pole', 2]);
    cart = markSaved(cart, { ...cart.changed }, 4);
    expect(cart.changed).toEqual({});
    // Here: roller raised, pole removed. Elsewhere: tape raised, roller lowered, pole raised, brush added.
    cart = removeLine(setQuantity(cart, 'roller', 5), 'pole');
    const taken = takeServerCart(cart, {
      version: 6,
      items: [
        { productId: 'roller', quantity: 3 },
        { productId: 'tape', quantity: 9 },
        { productId: 'pole', quantity: 7 },
        { productId: 'brush', quantity: 3 },
      ],
    });
    expect(serverItems(taken)).toEqual([
      { productId: 'roller', quantity: 5 },
      { productId: 'tape', quantity: 9 },
      { productId: 'brush', quantity: 3 },
    ]);
    expect(taken.version).toBe(6);
    expect(taken.lines.find((line) => line.productId === 'brush')!.seen).toBeUndefined();
    expect(Object.keys(taken.changed).sort()).toEqual(['pole', 'roller']);
  });

  it('ignores an answer older than the version this device already agreed on', () => {
    const cart = markSaved(withTools('user:a@x.test', ['roller', 2]), { roller: 1 }, 5);
    expect(takeServerCart(cart, { version: 4, items: [] })).toBe(cart);
  });

  it('drops lines the server removed that this device did not change', () => {
    const cart = markSaved(withTools('user:a@x.test', ['roller', 2]), { roller: 1 }, 1);
    expect(takeServerCart(cart, { version: 2, items: [] }).lines).toEqual([]);
  });

  it('keeps a change made while a save was under way, to be saved next', () => {
    let cart = withTools('user:a@x.test', ['roller', 2]);
    const sent = { ...cart.changed };
    cart = setQuantity(cart, 'roller', 4);
    cart = markSaved(cart, sent, 1);
    expect(cart.version).toBe(1);
    expect(Object.keys(cart.changed)).toEqual(['roller']);
  });
});
