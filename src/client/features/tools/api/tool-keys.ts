import type { QueryScope } from '@/client/lib/query-scope';
import type { CatalogueQueryRoot } from '@/shared/catalogue-endpoints';

/** Every key of the tools starts here, a catalogue root: saved for everyone, offline too. */
export const toolKeys = {
  all: ['tools'] as const satisfies [CatalogueQueryRoot],
  one: (id: string) => ['tools', id] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'everyone', roots: [toolKeys.all] }];
