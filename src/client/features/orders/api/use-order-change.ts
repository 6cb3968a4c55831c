import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { orderKeys } from './order-keys';

/** A change to one order; every order query is read again after. */
export function useOrderChange(change: (id: string) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
