import type { QuotePhoto } from '@/shared/answers/quotes';
import { usePrivatePhotoUrl } from '@/client/lib/private-photo';
import { quotePhotoKeys } from './quote-photo-keys';

/** A request's photo as an object URL for an <img>, fetched with the session and held in memory only. */
export const usePhotoUrl = (photo: QuotePhoto) => usePrivatePhotoUrl(quotePhotoKeys.all, photo);
