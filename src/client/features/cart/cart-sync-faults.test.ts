import { describe, expect, it } from 'vitest';
import { orderedOut, removeLine } from './cart-lines';
import { device, shop } from './cart-sync-test-device';
import { unsavedWords } from './cart-words';

const robin = 'robin@example.com';
const robinsCart = `user:${robin}`;
const items = (...lines: [string, number][]) => lines.map(([productId, quantity]) => ({ productId, quantity }));

describe('the cart never loses lines, and says when it could not be saved', () => {
  it('recovers from a server cart whose version went back (a restore): both sides’ lines are kept and saved', async () => {
    shop.cart = { items: [], version: 5 };
    const phone = await device();
    await phone.signIn(robin);
    await phone.add('roller', 2);
    await phone.syncCart({ read: false });
    expect(shop.cart.version).toBe(6);
    // The shop is restored from a backup taken at version 2, with a brush in the cart then.
    shop.cart = { items: items(['brush', 2]), version: 2 };
    await phone.add('tape', 1);
    await phone.syncCart({ read: false });
    expect(shop.cart).toEqual({ items: items(['roller', 2], ['tape', 1], ['brush', 2]), version: 3 });
    expect(await phone.items()).toEqual(shop.cart.items);
    expect(shop.said).toEqual([]);
  });

  it('says so when another device keeps saving first, keeps the reason for the cart page, and clears it once saved', async () => {
    const phone = await device();
    await phone.signIn(robin);
    shop.racing = true;
    await phone.add('roller', 2);
    await phone.syncCart({ read: false });
    const why = 'it kept changing on another device while this one saved it';
    expect(shop.said).toEqual([unsavedWords(why)]);
    expect((await phone.read(robinsCart)).unsaved).toBe(why);
    expect(await phone.items()).toEqual(items(['roller', 2]));

    shop.racing = false;
    await phone.add('roller', 1);
    await phone.syncCart({ read: false });
    expect(shop.cart.items).toEqual(items(['roller', 3]));
    expect((await phone.read(robinsCart)).unsaved).toBeUndefined();
  });

  it('says what the server refused, once, and keeps the cart as it is on the device', async () => {
    const phone = await device();
    await phone.signIn(robin);
    shop.refusing = { status: 422, message: 'Each tool may appear once; change its quantity instead.' };
    await phone.add('roller', 2);
    await phone.syncCart({ read: false });
    await phone.add('tape', 1);
    await phone.syncCart({ read: false });
    expect(shop.said).toEqual([unsavedWords('Each tool may appear once; change its quantity instead.')]);
    expect(await phone.items()).toEqual(items(['roller', 2], ['tape', 1]));
  });

  it('keeps every line of a server cart over 30 tools, saves none of it until it fits, and says why', async () => {
    shop.cart = {
      items: Array.from({ length: 32 }, (_, index) => ({ productId: `tool-${index}`, quantity: 1 })),
      version: 4,
    };
    const phone = await device();
    await phone.signIn(robin);
    expect(await phone.items()).toHaveLength(32);
    await phone.changeCart((record) => removeLine(record, 'tool-0'));
    await phone.syncCart({ read: false });
    expect(shop.saves).toEqual([]);
    expect(shop.said).toEqual([unsavedWords('it holds 31 tools and an account’s cart holds 30')]);
    await phone.changeCart((record) => removeLine(record, 'tool-1'));
    await phone.syncCart({ read: false });
    expect(shop.cart.items).toHaveLength(30);
    expect((await phone.read(robinsCart)).unsaved).toBeUndefined();
  });

  it('takes out only what the order took, also on the server, keeping a line added meanwhile', async () => {
    const phone = await device();
    await phone.signIn(robin);
    await phone.add('roller', 2);
    await phone.add('tape', 1);
    await phone.syncCart({ read: false });
    // Ordered: the 2 rollers. Meanwhile, in another tab, a pole was added.
    await phone.add('pole', 1);
    await phone.changeCart((record) => orderedOut(record, items(['roller', 2])));
    await phone.syncCart({ read: false });
    expect(shop.cart.items).toEqual(items(['tape', 1], ['pole', 1]));
  });
});
