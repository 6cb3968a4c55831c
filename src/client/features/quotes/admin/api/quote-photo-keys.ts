/** The private photos of quote requests, held in memory only (see quote-photo.ts). */
export const quotePhotoKeys = { all: ['quote-photo'] as const };
