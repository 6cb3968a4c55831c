import { type QueryKey, type UseSuspenseQueryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState, useTransition } from 'react';
import type { Page } from './api-client';
import { useOnlineStatus } from './use-online-status';

/** Rows a dashboard table shows at once. */
export const pageSize = 25;

export type Pager = {
  offset: number;
  total: number;
  /** A page is on its way; the current one stays in view meanwhile. */
  changing: boolean;
  canGo: (offset: number) => boolean;
  go: (offset: number) => void;
};

/**
 * A list paged through the server, `pageSize` rows at a time. Turning the page keeps the current rows in
 * view until the next arrive; offline, only pages already saved can be opened.
 */
export function usePagedQuery<Row, TKey extends QueryKey>(
  optionsAt: (offset: number) => UseSuspenseQueryOptions<Page<Row>, Error, Page<Row>, TKey>,
) {
  const [offset, setOffset] = useState(0);
  const [changing, startTransition] = useTransition();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const query = useSuspenseQuery(optionsAt(offset));
  // The last rows of the last page were removed (cancelled, deleted): show the page before it.
  const emptied = query.data.rows.length === 0 && offset > 0;
  useEffect(() => {
    if (emptied) startTransition(() => setOffset((current) => Math.max(0, current - pageSize)));
  }, [emptied]);
  const pager: Pager = {
    offset,
    total: query.data.total,
    changing,
    canGo: (next) =>
      next >= 0 &&
      next < query.data.total &&
      (online || queryClient.getQueryData(optionsAt(next).queryKey) !== undefined),
    go: (next) => startTransition(() => setOffset(next)),
  };
  return { rows: query.data.rows, dataUpdatedAt: query.dataUpdatedAt, pager };
}
