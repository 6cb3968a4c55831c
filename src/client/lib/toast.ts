import type { ToastContainerProps } from 'react-toastify';

/** Notification defaults from the spec: top-right, closes after 5 s, light theme. */
export const toastDefaults = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
} satisfies ToastContainerProps;

/**
 * The one way to notify. Toastify loads on first use, not with the home page; notices raised before its
 * container mounts are queued by Toastify and shown when it does.
 */
export const toast = {
  success: (message: string) => void import('react-toastify').then((module) => module.toast.success(message)),
  error: (message: string) => void import('react-toastify').then((module) => module.toast.error(message)),
};
