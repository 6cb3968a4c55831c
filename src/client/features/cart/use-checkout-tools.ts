import { useCallback, useEffect, useState } from 'react';
import { connection } from '@/client/lib/connection';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { type ShownTool, seeToolsNow } from './cart-actions';
import type { SeenTool } from './cart-lines';
import { syncCart } from './cart-sync';

export type CheckedTools = {
  /** The tools as the shop has them now. */
  now: ReadonlyMap<string, SeenTool>;
  /** The lines' tools as the cart had seen them when checkout began. */
  before: ReadonlyMap<string, SeenTool | undefined>;
};

/**
 * The checkout's look at the shop: the cart brought together with the server's first (a cart made signed
 * out joins at sign-in), then today's tools, fetched by `fetchTools`; `recheck` after the shop refused
 * the order, keeping what the lines had seen when checkout began. Only the shop's own answer counts: one
 * the worker gave from its saved copy leaves the connection down, and the look waits for it to return.
 */
export function useCheckoutTools(fetchTools: () => Promise<{ tools: ShownTool[]; seenAt: number }>) {
  const [checked, setChecked] = useState<CheckedTools>();
  const [error, setError] = useState<unknown>();
  const check = useCallback(async () => {
    setError(undefined);
    try {
      await syncCart({ read: true }).catch(() => {});
      const { tools, seenAt } = await fetchTools();
      if (!connection.online()) return;
      const seen = await seeToolsNow(tools, seenAt);
      setChecked((earlier) => ({ now: seen.now, before: new Map([...seen.before, ...(earlier?.before ?? [])]) }));
    } catch (failure) {
      setError(failure);
    }
  }, [fetchTools]);
  const online = useOnlineStatus();
  const looked = checked !== undefined;
  useEffect(() => {
    if (online && !looked) void check();
  }, [check, online, looked]);
  return { checked, error, recheck: check };
}
