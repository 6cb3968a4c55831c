import { useEffect, useState } from 'react';
import { type CheckoutDraft, checkoutDrafts } from './checkout-draft';

/** `owner`'s checkout draft as kept on the device, read once as the checkout opens; undefined until read. */
export function useCheckoutDraft(owner: string): CheckoutDraft | undefined {
  const [read, setRead] = useState<{ owner: string; draft: CheckoutDraft }>();
  useEffect(() => {
    let stopped = false;
    void checkoutDrafts.read(owner).then(
      (draft) => !stopped && setRead({ owner, draft }),
      // A device that cannot read its storage still checks out, from the profile.
      () => !stopped && setRead({ owner, draft: { delivery: {} } }),
    );
    return () => {
      stopped = true;
    };
  }, [owner]);
  return read?.owner === owner ? read.draft : undefined;
}
