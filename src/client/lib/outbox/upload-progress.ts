/*
 * How far each file being uploaded by this page has gone (0–1), by its attachment's key: only the page that
 * uploads it knows (a fetch in the service worker cannot tell), so another tab shows it waiting, without a bar.
 */
const fractions = new Map<string, number>();
const listeners = new Set<() => void>();

export function reportUploadProgress(key: string, fraction: number | undefined) {
  if (fraction === undefined) fractions.delete(key);
  else fractions.set(key, fraction);
  listeners.forEach((listener) => listener());
}

export const uploadProgress = {
  get: (key: string) => fractions.get(key),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
