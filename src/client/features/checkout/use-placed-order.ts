import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { Order } from '@/shared/answers/orders';
import { toast } from '@/client/lib/toast';
import { checkoutDrafts } from './checkout-draft';
import { placedWords } from './placed-words';

/**
 * The queries an order changes, which belong to other features (a feature never imports another): the page
 * that composes the checkout names them.
 */
export type OrderReads = {
  /** Read again once an order is placed: the tools' stock, the lists of orders. */
  changed: QueryKey[];
  /** Where the payment page reads the order: it starts from the shop's answer rather than asking again. */
  order: (id: string) => QueryKey;
};

/** One line the order took, as the shop answered it. */
export type OrderedLine = { productId: string; quantity: number };

/**
 * What follows an order placed, for a tool's Purchase and for the cart alike: the checkout is done (its draft
 * leaves the device), a cart checkout's ordered lines leave the cart (`takeFromCart`; a line added meanwhile
 * stays), the customer is told, the pages that show stock and orders read again, and on to paying for it.
 * `placed` turns true once the order is placed, so the cart's checkout stops showing a cart that is emptying.
 */
export function usePlacedOrder({
  owner,
  reads,
  takeFromCart,
}: {
  owner: string;
  reads: OrderReads;
  takeFromCart?: (ordered: OrderedLine[]) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);
  const onPlaced = useCallback(
    async (order: Order, { placedBefore }: { placedBefore: boolean }) => {
      await checkoutDrafts.placed(owner);
      setPlaced(true);
      void takeFromCart?.(order.items.map(({ productId, quantity }) => ({ productId, quantity })));
      toast.success(placedWords(placedBefore));
      for (const queryKey of reads.changed) void queryClient.invalidateQueries({ queryKey });
      queryClient.setQueryData(reads.order(order._id), order);
      void navigate({ to: '/dashboard/payment/$id', params: { id: order._id } });
    },
    [owner, reads, takeFromCart, queryClient, navigate],
  );
  return { placed, onPlaced };
}
