import { ToastContainer } from 'react-toastify';
import { toastDefaults } from '@/client/lib/toast';

/** Toastify's container, loaded with Toastify once the app raises its first notice. */
export default function NotificationArea() {
  return <ToastContainer {...toastDefaults} />;
}
