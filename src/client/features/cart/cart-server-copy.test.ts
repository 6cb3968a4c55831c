import { describe, expect, it } from 'vitest';
import { removeLine, setQuantity } from './cart-lines';
import { markSaved, serverItems, takeServerCart } from './cart-server-copy';
import { withTools } from './cart-test-data';

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

  it('takes every line of a server cart over what one order takes, and cuts none', () => {
    const many = Array.from({ length: 32 }, (_, index) => ({ productId: `tool-${index}`, quantity: 1 }));
    const taken = takeServerCart(withTools('user:a@x.test'), { version: 3, items: many });
    expect(taken.lines).toHaveLength(32);
    expect(taken.changed).toEqual({});
  });

  it('takes a server version that went back (a restore) as the base after a refused save, keeping both sides’ lines', () => {
    let cart = withTools('user:a@x.test', ['roller', 2], ['tape', 2]);
    cart = markSaved(cart, { ...cart.changed }, 7);
    cart = setQuantity(cart, 'roller', 4);
    const restored = { version: 3, items: [{ productId: 'brush', quantity: 2 }] };
    // Read at start, the older answer is no news; once the shop refused a save on version 7, it is the base.
    expect(takeServerCart(cart, restored)).toBe(cart);
    const taken = takeServerCart(cart, restored, { refused: true });
    expect(taken.version).toBe(3);
    expect(serverItems(taken)).toEqual([
      { productId: 'roller', quantity: 4 },
      { productId: 'tape', quantity: 2 },
      { productId: 'brush', quantity: 2 },
    ]);
    // Every line of this device is saved over the restored cart.
    expect(Object.keys(taken.changed).sort()).toEqual(['roller', 'tape']);
    expect(markSaved(taken, { ...taken.changed }, 4).changed).toEqual({});
  });
});
