import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEndedSessionDrafts } from '@/client/lib/device-store/drafts';
import { MemoryStorage } from '@/client/test/memory-storage';
import { checkoutDrafts } from './checkout-draft';

let people = 0;
const someone = () => `buyer-${(people += 1)}@example.com`;
const delivery = { address: '12 Scaffold Row', state: 'Oregon', zip: '97401', method: 'ship' } as const;

afterEach(() => vi.unstubAllGlobals());

describe('the one checkout draft', () => {
  it('keeps the tool chosen and what was typed, for a tool’s checkout and the cart’s alike, until the order is placed', async () => {
    const owner = someone();
    expect(await checkoutDrafts.read(owner)).toEqual({ delivery: {} });
    await checkoutDrafts.keepDelivery(owner, delivery);
    await checkoutDrafts.choose(owner, 'tool-1', 3);
    expect(await checkoutDrafts.read(owner)).toEqual({ delivery, tool: { toolId: 'tool-1', quantity: 3 } });
    await checkoutDrafts.dropTool(owner);
    expect(await checkoutDrafts.read(owner)).toEqual({ delivery });
    await checkoutDrafts.placed(owner);
    expect(await checkoutDrafts.read(owner)).toEqual({ delivery: {} });
  });

  it('is read only for its owner, and leaves the device when their session ends there', async () => {
    const [ada, bo] = [someone(), someone()];
    await checkoutDrafts.keepDelivery(ada, delivery);
    expect(await checkoutDrafts.read(bo)).toEqual({ delivery: {} });
    await forgetEndedSessionDrafts(ada);
    expect((await checkoutDrafts.read(ada)).delivery).toEqual(delivery);
    await forgetEndedSessionDrafts(bo);
    expect(await checkoutDrafts.read(ada)).toEqual({ delivery: {} });
  });

  it('takes in what an earlier release kept in localStorage, once, for its owner only', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const [ada, bo] = [someone(), someone()];
    storage.setItem(
      'brushwork.checkout',
      JSON.stringify({ toolId: 'tool-9', quantity: 2, idempotencyKey: 'legacy-key-1', owner: ada, zip: '97401' }),
    );
    storage.setItem('brushwork.cartCheckout', JSON.stringify({ owner: bo, address: 'Not Ada’s' }));
    expect(await checkoutDrafts.read(ada)).toEqual({
      tool: { toolId: 'tool-9', quantity: 2 },
      delivery: { zip: '97401' },
      // The key an earlier release kept was for a body it did not keep: the next order asks about it first.
      attempt: { key: 'legacy-key-1', body: '', answered: false },
    });
    expect(storage.getItem('brushwork.checkout')).toBeNull();
    expect(storage.getItem('brushwork.cartCheckout')).not.toBeNull();
  });
});
