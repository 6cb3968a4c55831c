/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { maxQuotePhotos } from '@/shared/schemas/quote';
import { keepSharedPhotos } from '../lib/device-store/shared-photos';

declare const self: ServiceWorkerGlobalScope;

/** Where the manifest's share target posts (vite.config.ts), and the form field its photos come in. */
export const shareTargetPath = '/share-target';
export const sharedPhotosField = 'photos';

/**
 * Photos shared into the installed app from the gallery: the system POSTs them here as a form, which the worker
 * answers itself, online or not. It keeps the images on the device and sends the page on to the quote request
 * (303), which attaches them as if picked there; what is not an image is left out. Shared with nothing usable,
 * the quote page opens as it is, with its own picker.
 */
export function takeSharedPhotos() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === shareTargetPath,
    async ({ request }) => {
      const quotePage = new URL('/quote', self.location.origin);
      try {
        const form = await request.formData();
        const images = form
          .getAll(sharedPhotosField)
          .filter((entry): entry is File => entry instanceof File && entry.type.startsWith('image/'))
          .slice(0, maxQuotePhotos);
        if (images.length > 0) {
          const photos = images.map((file) => ({ name: file.name, type: file.type, blob: file }));
          quotePage.searchParams.set('shared', await keepSharedPhotos(photos));
        }
      } catch {
        // A form that cannot be read keeps nothing: the page's picker remains.
      }
      return Response.redirect(quotePage.href, 303);
    },
    'POST',
  );
}
