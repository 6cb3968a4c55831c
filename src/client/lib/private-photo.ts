import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authorizedRequest } from './api-client';

/** A private photo the shop keeps (a quote request's, a job's): read only with a session allowed to. */
export type PrivatePhoto = { _id: string; url: string };

/**
 * A private photo's bytes, through the one API client: its session, its one renewal after a 401, and its
 * refusals (an <img src> would send no session). The shop answers it `no-store`, so neither the browser's HTTP
 * cache nor the worker keeps it: a customer's photo of their home stays on no disk of a shared tablet.
 */
export const getPhotoBlob = (photo: PrivatePhoto, signal?: AbortSignal) =>
  authorizedRequest<Blob>(photo.url, { signal, as: 'blob' });

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
