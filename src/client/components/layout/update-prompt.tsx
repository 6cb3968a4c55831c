import { useEffect, useState } from 'react';
import { takeUpdate, watchForUpdate } from '@/client/lib/service-worker-update';

/** A new version waits in the service worker; it takes over only when the user says so. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<ServiceWorker>();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return watchForUpdate(navigator.serviceWorker, setWaiting);
  }, []);
  if (!waiting) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-ink p-4 text-white shadow-xl"
    >
      <span className="font-semibold">Update available — reload</span>
      <span className="flex gap-2">
        <button
          type="button"
          className="btn min-h-10 bg-white px-4 py-2 text-ink"
          onClick={() => takeUpdate(navigator.serviceWorker, waiting)}
        >
          Reload
        </button>
        <button type="button" className="btn min-h-10 px-3 py-2 text-white/80" onClick={() => setWaiting(undefined)}>
          Later
        </button>
      </span>
    </div>
  );
}
