import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { QuotePhoto } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { quotePhotoKeys } from './quote-photo-keys';

/**
 * A private photo's bytes, through the one API client: its session, its one renewal after a 401, and its
 * refusals (an <img src> would send no session). The shop answers it `no-store`, so neither the browser's HTTP
 * cache nor the worker keeps it: a customer's photo of their home stays on no disk of a shared tablet.
 */
export const getPhotoBlob = (photo: QuotePhoto, signal?: AbortSignal) =>
  authorizedRequest<Blob>(photo.url, { signal, as: 'blob' });

/**
 * Photos stay in memory only (their key is neither the catalogue's nor a user's saved data): a customer's
 * photos are never written to the device's storage. Dropped a minute after no page shows them, and at
 * sign-out with the rest of the user's data, so a tablet never piles up every photo it was shown.
 */
const photoQueryOptions = (photo: QuotePhoto) =>
  queryOptions({
    queryKey: [...quotePhotoKeys.all, photo._id],
    queryFn: ({ signal }) => getPhotoBlob(photo, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

/** The photo as an object URL for an <img>, once loaded; released when no longer shown. */
export function usePhotoUrl(photo: QuotePhoto) {
  const query = useQuery(photoQueryOptions(photo));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url, failed: query.isError };
}
