import type { QueryScope } from '@/client/lib/query-scope';
/** The private photos of quote requests, held in memory only (see quote-photo.ts). */
export const quotePhotoKeys = { all: ['quote-photo'] as const };

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'memory', roots: [quotePhotoKeys.all] }];
