/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { maxQuotePhotos } from '@/shared/schemas/quote';
import { keepSharedPhotos } from '../lib/device-store/shared-photos';
import { boundedFormData } from './bounded-form';

declare const self: ServiceWorkerGlobalScope;

/** Where the manifest's share target posts (vite.config.ts), and the form field its photos come in. */
export const shareTargetPath = '/share-target';
export const sharedPhotosField = 'photos';

/** The most photos one share brings, and the largest of them. */
export const maxSharedPhotos = maxQuotePhotos;
export const maxSharedPhotoBytes = 10 * 1024 * 1024;
/** The largest share read at all: the most photos at their largest, and room for the form around them. */
const maxShareBytes = maxSharedPhotos * maxSharedPhotoBytes + 1024 * 1024;

const usable = (entry: FormDataEntryValue): entry is File =>
  entry instanceof File && entry.type.startsWith('image/') && entry.size <= maxSharedPhotoBytes;

/**
 * Photos shared into the installed app from the gallery: the system POSTs them here as a form, which the worker
 * answers itself, online or not. It keeps at most 10 images of at most 10 MB on the device, with how many files it
 * left out (not images, too large, past the tenth; every one when the share is larger than it reads), and sends
 * the page on to the quote request (303), which attaches them as if picked there and says what was left out.
 * Shared with nothing at all, the quote page opens as it is, with its own picker.
 */
export function takeSharedPhotos() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === shareTargetPath,
    async ({ request }) => {
      const quotePage = new URL('/quote', self.location.origin);
      try {
        const form = await boundedFormData(request, maxShareBytes);
        const files = form?.getAll(sharedPhotosField) ?? [];
        const images = files.filter(usable).slice(0, maxSharedPhotos);
        const leftOut = form ? files.length - images.length : 'all';
        if (images.length > 0 || leftOut !== 0) {
          const photos = images.map((file) => ({ name: file.name, type: file.type, blob: file }));
          quotePage.searchParams.set('shared', await keepSharedPhotos(photos, { leftOut }));
        }
      } catch {
        // A form that cannot be read keeps nothing: the page's picker remains.
      }
      return Response.redirect(quotePage.href, 303);
    },
    'POST',
  );
}
