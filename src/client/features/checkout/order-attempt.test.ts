import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import { checkoutDrafts } from './checkout-draft';
import { orderKeyFor } from './order-attempt';

let people = 0;
const someone = () => `orderer-${(people += 1)}@example.com`;
const order = (zip: string) => ({
  items: [{ productId: 'roller', quantity: 2 }],
  userAddress: '12 Scaffold Row',
  userState: 'OR',
  userZip: zip,
});
const firstOrder = { _id: 'order-1', userZip: '97401' } as Order;

describe('an order’s Idempotency-Key belongs to one body', () => {
  it('sends every try of one body under one key, without asking the shop', async () => {
    const owner = someone();
    const ask = vi.fn(async () => undefined);
    const first = await orderKeyFor(owner, order('97401'), ask);
    expect(await orderKeyFor(owner, order('97401'), ask)).toEqual(first);
    expect(ask).not.toHaveBeenCalled();
  });

  it('after a lost answer, a changed body first asks the shop, and the order it placed is the one placed', async () => {
    const owner = someone();
    const sent = await orderKeyFor(owner, order('97401'));
    // No answer came. The zip is fixed, and the order sent again.
    const ask = vi.fn(async () => firstOrder);
    expect(await orderKeyFor(owner, order('97402'), ask)).toEqual({ placed: firstOrder });
    expect(ask).toHaveBeenCalledWith((sent as { key: string }).key);
  });

  it('after a lost answer the shop never had, a changed body goes under a new key', async () => {
    const owner = someone();
    const sent = (await orderKeyFor(owner, order('97401'))) as { key: string };
    const ask = vi.fn(async () => undefined);
    const again = (await orderKeyFor(owner, order('97402'), ask)) as { key: string };
    expect(ask).toHaveBeenCalledTimes(1);
    expect(again.key).not.toBe(sent.key);
    expect((await checkoutDrafts.read(owner)).attempt).toEqual({
      key: again.key,
      body: JSON.stringify(order('97402')),
      answered: false,
    });
  });

  it('after a refusal (nothing kept under its key), a changed body goes under a new key without asking', async () => {
    const owner = someone();
    const sent = (await orderKeyFor(owner, order('97401'))) as { key: string };
    await checkoutDrafts.answered(owner, sent.key);
    const ask = vi.fn(async () => firstOrder);
    const again = (await orderKeyFor(owner, order('97402'), ask)) as { key: string };
    expect(ask).not.toHaveBeenCalled();
    expect(again.key).not.toBe(sent.key);
  });

  it('asks about the key an earlier release kept for the whole checkout, whose body it did not keep', async () => {
    const owner = someone();
    await checkoutDrafts.keepDelivery(someone(), { address: '', state: '', zip: '', method: 'ship' });
    // A draft as the release before kept it: version 1, one key for the checkout.
    const request = indexedDB.open('brushwork-drafts');
    await new Promise((resolve) => (request.onsuccess = resolve));
    const tx = request.result.transaction('drafts', 'readwrite');
    const value = { delivery: {}, orderKey: 'key-of-version-1' };
    tx.objectStore('drafts').put({ owner, kind: 'checkout', key: 'current', recordVersion: 1, value, at: 1 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    request.result.close();
    const ask = vi.fn(async () => firstOrder);
    expect(await orderKeyFor(owner, order('97401'), ask)).toEqual({ placed: firstOrder });
    expect(ask).toHaveBeenCalledWith('key-of-version-1');
  });
});
