/// <reference types="vite/client" />
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { QueryScope } from './lib/query-scope';

/**
 * Whose data a query holds, as each feature declares it beside its key factory (`queryScopes` in its
 * `api/*-keys.ts`): nothing here changes for a new feature. The public catalogue and the free visits are saved
 * for everyone on the device; one signed-in user's queries under them, gone when their session ends; private
 * photos in memory only.
 */
export const declaredScopes: QueryScope[] = Object.values(
  import.meta.glob<QueryScope[]>('./features/**/api/*-keys.ts', { eager: true, import: 'queryScopes' }),
).flat();

const rootsKept = (kept: QueryScope['kept']) =>
  declaredScopes.filter((scope) => scope.kept === kept).flatMap((scope) => scope.roots);

const under = (roots: readonly QueryKey[]) => (queryKey: QueryKey) =>
  roots.some((root) => root.every((part, index) => queryKey[index] === part));

export const queryScopes = { isPublicQuery: under(rootsKept('everyone')), isUserQuery: under(rootsKept('user')) };

/** The session has ended: every query of that user's leaves memory, so the next person never sees it. */
export function endSession(queryClient: QueryClient) {
  for (const queryKey of [...rootsKept('user'), ...rootsKept('memory')]) queryClient.removeQueries({ queryKey });
}
