import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { QuotePhoto } from '@/shared/api-types';
import { ApiError, NetworkError, renewRefusedSession } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/auth/session';
import { quotePhotoKeys } from './quote-photo-keys';

/** One fetch of a private photo with the session's token: an <img src> would not send it. */
async function fetchPhoto(url: string, signal?: AbortSignal): Promise<Response> {
  const token = sessionStore.get()?.token;
  try {
    // Never kept by the browser's HTTP cache either: a customer's photo stays on no disk of the device.
    return await fetch(url, {
      signal,
      cache: 'no-store',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
}

export async function getPhotoBlob(photo: QuotePhoto, signal?: AbortSignal): Promise<Blob> {
  let response = await fetchPhoto(photo.url, signal);
  // The token may have run out since the page loaded: renewed once, the photo is asked for once more.
  if (response.status === 401 && (await renewRefusedSession())) response = await fetchPhoto(photo.url, signal);
  if (!response.ok)
    throw new ApiError(response.status, 'http_error', `The photo could not be loaded (${response.status}).`);
  return response.blob();
}

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
