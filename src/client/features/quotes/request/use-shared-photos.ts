import { useEffect, useState } from 'react';
import { sharedPhotos } from '@/client/lib/device-store/shared-photos';
import { type PickedPhoto, shrinkChosen } from '@/client/lib/shrink-photo';

const attached = (count: number) =>
  count === 1 ? 'The photo you shared is attached below.' : `The ${count} photos you shared are attached below.`;

/** Why files of a share are not attached: the share's bounds, as the service worker keeps them. */
const bounds = 'Brushwork takes up to 10 photos of up to 10 MB each.';
const leftOutWords = (leftOut: number | 'all') =>
  leftOut === 'all'
    ? `What you shared was too large to take: ${bounds}`
    : leftOut === 1
      ? `One file you shared was left out: ${bounds}`
      : `${leftOut} files you shared were left out: ${bounds}`;

/**
 * Photos shared into the app from the gallery (the worker kept them on the device under `sharedId`): made
 * smaller and handed to `attach` (a stable function) as if picked here, offline too, once per share. Answers what
 * to tell the person about them.
 */
export function useSharedPhotos(sharedId: string | undefined, attach: (photos: PickedPhoto[]) => void) {
  const [note, setNote] = useState<string>();
  useEffect(() => {
    if (!sharedId) return;
    let current = true;
    void (async () => {
      const shared = await sharedPhotos(sharedId).catch(() => undefined);
      if (!current) return;
      if (!shared) {
        setNote('The shared photos are no longer on this device: choose them below.');
        return;
      }
      const files = shared.photos.map(
        (photo) => new File([photo.blob], photo.name || 'photo.jpg', { type: photo.type }),
      );
      const { photos, problems } = await shrinkChosen(files);
      if (!current) return;
      attach(photos);
      const leftOut = shared.leftOut === 0 ? '' : leftOutWords(shared.leftOut);
      setNote([photos.length > 0 ? attached(photos.length) : '', leftOut, ...problems].filter(Boolean).join(' '));
    })();
    return () => {
      current = false;
    };
  }, [sharedId, attach]);
  return note;
}
