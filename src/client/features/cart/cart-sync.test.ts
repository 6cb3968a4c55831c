import { describe, expect, it, vi } from 'vitest';
import { device, shop, tool } from './cart-sync-test-device';

describe('one device, several people', () => {
  it('keeps the visitor’s cart apart and adds it into the cart of whoever signs in, capped, and says so', async () => {
    const phone = await device();
    shop.online = false;
    await phone.add('roller', 5, tool('Roller', { orderQuantity: 6 }));
    await phone.add('tape', 2);
    expect(phone.count()).toBe('2 visitor');
    shop.online = true;
    shop.cart = { items: [{ productId: 'roller', quantity: 3 }], version: 4 };

    await phone.signIn('robin@example.com');
    expect(await phone.items()).toEqual([
      { productId: 'roller', quantity: 6 },
      { productId: 'tape', quantity: 2 },
    ]);
    expect((await phone.read('visitor')).lines).toEqual([]);
    expect(shop.said).toEqual([
      '2 tools from before you signed in were added to your cart. The quantity of Roller was capped at the stock last seen.',
    ]);
    expect(shop.cart).toEqual({ items: await phone.items(), version: 5 });
    expect(phone.count()).toBe('2 user:robin@example.com');
  });

  it('never shows one person’s cart to the next, and gives it back to its owner from the server', async () => {
    const tablet = await device();
    await tablet.signIn('robin@example.com');
    await tablet.add('roller', 2);
    await tablet.syncCart({ read: false });
    await tablet.signOut();
    // Saved on the server, so not kept on the device.
    expect((await tablet.read('user:robin@example.com')).lines).toEqual([]);
    expect(await tablet.items()).toEqual([]);
    const robinsCart = shop.cart;

    shop.cart = { items: [], version: 0 };
    await tablet.signIn('sasha@example.com');
    expect(await tablet.items()).toEqual([]);
    expect(tablet.count()).toBe('0 user:sasha@example.com');
    await tablet.signOut();

    shop.cart = robinsCart;
    await tablet.signIn('robin@example.com');
    expect(await tablet.items()).toEqual([{ productId: 'roller', quantity: 2 }]);
  });

  it('keeps changes the server has not had for their owner’s next sign-in, hidden from everyone else', async () => {
    const tablet = await device();
    await tablet.signIn('robin@example.com');
    shop.online = false;
    await tablet.add('ladder', 1);
    await tablet.signOut();
    expect(await tablet.items()).toEqual([]);
    expect((await tablet.read('user:robin@example.com')).lines).toHaveLength(1);

    shop.online = true;
    await tablet.signIn('sasha@example.com');
    expect(await tablet.items()).toEqual([]);
    expect(shop.saves).toEqual([]);
    await tablet.signOut();

    await tablet.signIn('robin@example.com');
    expect(await tablet.items()).toEqual([{ productId: 'ladder', quantity: 1 }]);
    expect(shop.cart.items).toEqual([{ productId: 'ladder', quantity: 1 }]);
  });
});

describe('the server’s copy and its version', () => {
  it('on a conflict keeps this device’s changed lines over the server’s and saves again on the new version', async () => {
    const phone = await device();
    await phone.signIn('robin@example.com');
    await phone.add('roller', 2);
    await phone.add('tape', 2);
    await phone.syncCart({ read: false });
    expect(shop.cart.version).toBe(1);

    // Another device raises the tape and adds a brush; this one, offline, raises the roller.
    shop.cart = {
      items: [
        { productId: 'roller', quantity: 2 },
        { productId: 'tape', quantity: 9 },
        { productId: 'brush', quantity: 3 },
      ],
      version: 2,
    };
    await phone.add('roller', 3);
    await phone.syncCart({ read: false });

    expect(shop.saves.map((save) => save.version)).toEqual([0, 1, 2]);
    expect(shop.cart).toEqual({
      items: [
        { productId: 'roller', quantity: 5 },
        { productId: 'tape', quantity: 9 },
        { productId: 'brush', quantity: 3 },
      ],
      version: 3,
    });
    expect(await phone.items()).toEqual(shop.cart.items);
    expect((await phone.read('user:robin@example.com')).changed).toEqual({});
  });

  it('saves a change a moment after it, as one save for a few quick changes', async () => {
    const phone = await device();
    await phone.signIn('robin@example.com');
    await phone.add('roller', 2);
    await phone.add('roller', 1);
    expect(shop.saves).toEqual([]);
    vi.advanceTimersByTime(800);
    await phone.syncCart({ read: false });
    expect(shop.saves).toEqual([{ items: [{ productId: 'roller', quantity: 3 }], version: 0 }]);
  });

  it('waits offline, and saves what changed once a sync runs online', async () => {
    const phone = await device();
    await phone.signIn('robin@example.com');
    shop.online = false;
    await phone.add('roller', 2);
    await phone.syncCart({ read: true });
    expect(shop.saves).toEqual([]);
    shop.online = true;
    await phone.syncCart({ read: true });
    expect(shop.cart).toEqual({ items: [{ productId: 'roller', quantity: 2 }], version: 1 });
  });
});
