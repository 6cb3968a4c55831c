import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { addToCart, type CartRecord, emptyCart, type SeenTool } from './cart-lines';
import { createCartStore } from './cart-store';

const seen: SeenTool = {
  name: 'Roller Kit',
  img: '/images/tools/roller-kit.svg',
  priceCents: 2450,
  minOrderQuantity: 1,
  orderQuantity: 10,
  seenAt: 0,
};
const add = (id: string, quantity: number) => (record: CartRecord) => addToCart(record, id, seen, quantity).record;

let databases = 0;

describe('the carts kept on the device', () => {
  it('keeps one cart per person, each read only under its owner', async () => {
    const store = createCartStore(`carts-${++databases}`);
    await store.change('visitor', add('roller', 2));
    await store.change('user:robin@example.com', add('tape', 1));
    expect((await store.read('visitor')).lines.map((line) => line.productId)).toEqual(['roller']);
    expect((await store.read('user:robin@example.com')).lines.map((line) => line.productId)).toEqual(['tape']);
    expect(await store.read('user:sasha@example.com')).toEqual(emptyCart('user:sasha@example.com'));
    expect((await store.owners()).sort()).toEqual(['user:robin@example.com', 'visitor']);
  });

  it('deletes a visitor’s cart once it is empty, and changes two carts in one transaction', async () => {
    const store = createCartStore(`carts-${++databases}`);
    await store.change('visitor', add('roller', 2));
    const moved = await store.changeAll(['user:robin@example.com', 'visitor'], ([mine, visitor]) => ({
      records: [{ ...mine!, lines: visitor!.lines }, emptyCart('visitor')],
      result: visitor!.lines.length,
    }));
    expect(moved).toBe(1);
    expect(await store.owners()).toEqual(['user:robin@example.com']);
  });

  it('tells another tab of every change, and mirrors the changed cart', async () => {
    const name = `carts-${++databases}`;
    const mirrored = vi.fn();
    const tab = createCartStore(name, { onChanged: (record) => mirrored(record.owner, record.lines.length) });
    const otherTab = createCartStore(name);
    const heard = new Promise<void>((resolve) => otherTab.subscribe(resolve));
    await tab.change('visitor', add('roller', 2));
    await heard;
    expect((await otherTab.read('visitor')).lines).toHaveLength(1);
    expect(mirrored).toHaveBeenCalledWith('visitor', 1);
  });
});
