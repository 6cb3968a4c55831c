import type { ToastContainerProps } from 'react-toastify';

/** Notification defaults from the spec: top-right, closes after 5 s, light theme. */
export const toastDefaults = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
} satisfies ToastContainerProps;
