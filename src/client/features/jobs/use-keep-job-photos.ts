import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Job } from '@/shared/answers/jobs';
import { privatePhotoQueryOptions } from '@/client/lib/private-photo';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { dayOnSiteMs } from './api/job-photo';
import { jobPhotoKeys } from './api/job-keys';

/**
 * The customers' photos of `jobs` (today's), fetched while there is a line and held in memory for the day, so
 * that they open on site with no signal; never written to the phone's storage.
 */
export function useKeepJobPhotos(jobs: Job[]) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const photos = useRef(jobs.flatMap((job) => job.photos));
  photos.current = jobs.flatMap((job) => job.photos);
  const ids = photos.current.map((photo) => photo._id).join(' ');
  useEffect(() => {
    if (!online) return;
    for (const photo of photos.current)
      void queryClient.prefetchQuery(privatePhotoQueryOptions(jobPhotoKeys.all, photo, dayOnSiteMs));
  }, [ids, online, queryClient]);
}
