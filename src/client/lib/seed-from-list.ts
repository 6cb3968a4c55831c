import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * An item never opened before is in a saved list, whole: its query starts from there (as old as the
 * list), so every item of a saved list opens offline, and is checked again when online.
 */
export function seedFromList(queryClient: QueryClient, listKey: QueryKey, itemKey: QueryKey, id: string) {
  if (queryClient.getQueryData(itemKey)) return;
  const list = queryClient.getQueryState<{ _id: string }[]>(listKey);
  const item = list?.data?.find((candidate) => candidate._id === id);
  if (item) queryClient.setQueryData(itemKey, item, { updatedAt: list!.dataUpdatedAt });
}
