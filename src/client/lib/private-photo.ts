import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, NetworkError, renewRefusedSession } from './api-client';
import { sessionStore } from './auth/session';

/** A private photo the shop keeps (a quote request's, a job's): read only with a session allowed to. */
export type PrivatePhoto = { _id: string; url: string };

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

export async function getPhotoBlob(photo: PrivatePhoto, signal?: AbortSignal): Promise<Blob> {
  let response = await fetchPhoto(photo.url, signal);
  // The token may have run out since the page loaded: renewed once, the photo is asked for once more.
  if (response.status === 401 && (await renewRefusedSession())) response = await fetchPhoto(photo.url, signal);
  if (!response.ok)
    throw new ApiError(response.status, 'http_error', `The photo could not be loaded (${response.status}).`);
  return response.blob();
}

/**
 * Photos stay in memory only (their key, under `root`, is one the query scopes keep in memory only, never
 * saved: see query-scopes.ts): a customer's photos are never written to the device's storage. Dropped
 * `keepMs` after no page shows them (a minute by default), and at sign-out with the rest of the user's data,
 * so a tablet never piles up every photo it was shown.
 */
export const privatePhotoQueryOptions = (root: readonly string[], photo: PrivatePhoto, keepMs: number) =>
  queryOptions({
    queryKey: [...root, photo._id],
    queryFn: ({ signal }) => getPhotoBlob(photo, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: keepMs,
  });

/** The photo as an object URL for an <img>, once loaded; released when no longer shown. */
export function usePrivatePhotoUrl(root: readonly string[], photo: PrivatePhoto, { keepMs = 60_000 } = {}) {
  const query = useQuery(privatePhotoQueryOptions(root, photo, keepMs));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url, failed: query.isError, waitsForConnection: query.fetchStatus === 'paused' };
}
