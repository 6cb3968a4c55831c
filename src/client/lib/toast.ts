import type { ToastContainerProps } from 'react-toastify';

/** Notification defaults from the spec: top-right, closes after 5 s, light theme. */
export const toastDefaults = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
} satisfies ToastContainerProps;

let raised = false;
const listeners = new Set<() => void>();

/**
 * Whether the app has raised a notice yet. The notification area mounts only then, so Toastify loads on
 * first use, not with every page; notices raised before its container mounts are queued by Toastify and
 * shown when it does.
 */
export const noticesRaised = {
  get: () => raised,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function notify(kind: 'success' | 'error', message: string) {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then((module) => module.toast[kind](message));
}

/** The one way to notify. */
export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
};
