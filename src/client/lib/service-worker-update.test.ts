import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeUpdate, updateCheckMs, watchForUpdate, type WorkerContainer } from './service-worker-update';

class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  arrives(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function device({ controlled }: { controlled: boolean }) {
  const registration = new FakeRegistration();
  const events = new EventTarget();
  const container = {
    controller: controlled ? new FakeWorker('activated') : null,
    ready: Promise.resolve(registration),
    addEventListener: events.addEventListener.bind(events),
  } as unknown as WorkerContainer;
  return { registration, container, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => vi.useRealTimers());

describe('the update watch', () => {
  it('offers a new version once it is installed beside the one in control', async () => {
    const { registration, container } = device({ controlled: true });
    const offered = vi.fn();
    watchForUpdate(container, offered);
    await settle();
    const next = new FakeWorker('installing');
    registration.arrives(next);
    expect(offered).not.toHaveBeenCalled();
    next.becomes('installed');
    expect(offered).toHaveBeenCalledWith(next);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const { registration, container } = device({ controlled: true });
    registration.waiting = new FakeWorker('installed');
    const offered = vi.fn();
    watchForUpdate(container, offered);
    await settle();
    expect(offered).toHaveBeenCalledWith(registration.waiting);
  });

  it('offers nothing for the first worker a device installs', async () => {
    const { registration, container } = device({ controlled: false });
    const offered = vi.fn();
    watchForUpdate(container, offered);
    await settle();
    const first = new FakeWorker('installing');
    registration.arrives(first);
    first.becomes('installed');
    first.becomes('activated');
    expect(offered).not.toHaveBeenCalled();
  });

  it('asks for a new version every hour until stopped', async () => {
    vi.useFakeTimers();
    const { registration, container } = device({ controlled: true });
    const stop = watchForUpdate(container, () => {});
    await vi.advanceTimersByTimeAsync(updateCheckMs);
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(updateCheckMs * 2);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('lets the waiting version take over and reloads once it controls the page', () => {
    const { container, events } = device({ controlled: true });
    const waiting = new FakeWorker('installed');
    const reload = vi.fn();
    takeUpdate(container, waiting as unknown as ServiceWorker, reload);
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('controllerchange'));
    events.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
