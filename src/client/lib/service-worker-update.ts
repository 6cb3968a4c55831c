/** The parts of the browser's service worker API the update watch uses (the real ones, or a test's fakes). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'ready' | 'addEventListener'>;

/** How often a long-open tab asks the server for a new version of the worker. */
export const updateCheckMs = 60 * 60 * 1000;

/**
 * Calls `onWaiting` with a new version of the worker once it is installed and waits to take over. The first
 * worker a device installs takes the page at once (there is nothing to replace), so only a worker that
 * arrives while another controls the page waits. Answers a function that stops the watch.
 */
export function watchForUpdate(container: WorkerContainer, onWaiting: (worker: ServiceWorker) => void) {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || stopped) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) onWaiting(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  void container.ready.then((registration) => {
    if (stopped) return;
    offer(registration.waiting);
    offer(registration.installing);
    registration.addEventListener('updatefound', () => offer(registration.installing));
    timer = setInterval(() => void registration.update().catch(() => {}), updateCheckMs);
  });
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Lets the waiting worker take over, and reloads the page once it controls it. */
export function takeUpdate(container: WorkerContainer, worker: ServiceWorker, reload = () => location.reload()) {
  container.addEventListener('controllerchange', reload, { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
