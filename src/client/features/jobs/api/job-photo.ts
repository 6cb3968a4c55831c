import { type PrivatePhoto, usePrivatePhotoUrl } from '@/client/lib/private-photo';
import { jobPhotoKeys } from './job-keys';

/**
 * How long a job's photo stays in memory once no page shows it: a painter's working day, so the customer's
 * photos seen in the morning still open on site with no signal. Never written to the device's storage.
 */
export const dayOnSiteMs = 12 * 60 * 60 * 1000;

/** A photo of a job (the customer's, or the crew's), fetched with the session, as an object URL for an <img>. */
export const useJobPhotoUrl = (photo: PrivatePhoto) =>
  usePrivatePhotoUrl(jobPhotoKeys.all, photo, { keepMs: dayOnSiteMs });
