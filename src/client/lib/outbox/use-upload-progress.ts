import { useSyncExternalStore } from 'react';
import { uploadProgress } from './upload-progress';

/** How far the upload of the attachment `key` has gone on this page (0–1), while it goes; undefined otherwise. */
export function useUploadProgress(key: string): number | undefined {
  return useSyncExternalStore(
    uploadProgress.subscribe,
    () => uploadProgress.get(key),
    () => undefined,
  );
}

/** Whether this page is uploading any of the attachments `keys` now. */
export function useUploadingAny(keys: string[]): boolean {
  return useSyncExternalStore(
    uploadProgress.subscribe,
    () => keys.some((key) => uploadProgress.get(key) !== undefined),
    () => false,
  );
}
