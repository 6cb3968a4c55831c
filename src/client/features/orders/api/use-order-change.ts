import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Order } from '@/shared/answers/orders';
import { orderKeys } from './order-keys';

/** A change to one order; every order query is read again after, the order's own page and its timeline among them. */
export function useOrderChange<TVariables>(
  change: (variables: TVariables) => Promise<Order>,
  retry?: UseMutationOptions<Order, Error, TVariables>['retry'],
  mutationKey?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: change,
    retry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
