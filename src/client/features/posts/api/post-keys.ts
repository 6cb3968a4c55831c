import type { QueryScope } from '@/client/lib/query-scope';
import type { CatalogueQueryRoot } from '@/shared/catalogue-endpoints';

/**
 * Every key of the blog starts here, a catalogue root: saved for everyone, offline too. The recent posts
 * sit under it, so one invalidation refreshes both.
 */
export const postKeys = {
  all: ['posts'] as const satisfies [CatalogueQueryRoot],
  one: (id: string) => ['posts', id] as const,
  recent: () => ['posts', 'recent'] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'everyone', roots: [postKeys.all] }];
