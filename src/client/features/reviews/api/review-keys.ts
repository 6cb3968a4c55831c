import type { CatalogueQueryRoot } from '@/shared/catalogue-endpoints';

/** Every key of the reviews starts here, a catalogue root: saved for everyone, offline too. */
export const reviewKeys = { all: ['reviews'] as const satisfies [CatalogueQueryRoot] };
