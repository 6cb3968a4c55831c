import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change through the API, after which the queries under `queryKey` are read again: once it succeeded,
 * or (`always`) whatever its outcome, for a change that may have happened although its answer was lost.
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  { always = false }: { always?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({ mutationFn, ...(always ? { onSettled: refresh } : { onSuccess: refresh }) });
}
