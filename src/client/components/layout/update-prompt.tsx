import { useRegisterSW } from 'virtual:pwa-register/react';

/** A new version waits in the service worker; it takes over only when the user says so. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Look for a new version every hour, so a long-open tab never keeps a stale shell for good.
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });
  if (!needRefresh) return null;
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
          onClick={() => void updateServiceWorker(true)}
        >
          Reload
        </button>
        <button type="button" className="btn min-h-10 px-3 py-2 text-white/80" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
      </span>
    </div>
  );
}
