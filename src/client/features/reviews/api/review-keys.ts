import type { QueryScope } from '@/client/lib/query-scope';
import type { CatalogueQueryRoot } from '@/shared/catalogue-endpoints';

/** Every key of the reviews starts here, a catalogue root: saved for everyone, offline too. */
export const reviewKeys = { all: ['reviews'] as const satisfies [CatalogueQueryRoot] };

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'everyone', roots: [reviewKeys.all] }];
